import CalendarCore

/// Derives each event's `UID` (RFC 5545 §3.8.4.7) from stable data and keeps UIDs unique within one file.
///
/// The UID is `<YYYYMMDD>-<region>-<key>@<domain>`, e.g. `20251225-de-by-christmas-day@almanac.invalid`:
/// day, region and holiday key never depend on names, languages or build time, so rebuilding gives the
/// same UIDs and subscribed clients update events in place (ICS-COMPAT C2). The part before `@` is mapped
/// to ASCII `[a-z0-9.-]`: upper-case ASCII letters become lower case and anything else becomes `-`.
/// Because the day is part of the UID, a holiday whose date moves between builds (a corrected estimate)
/// gets a new UID: clients see the old event removed and a new one added, rather than a changed date
/// without a `SEQUENCE` bump.
///
/// **Collisions.** Two holidays could map to the same UID (the same key on the same day for one region,
/// or keys that differ only in characters mapped to `-`). Events are allocated in the calendar's canonical
/// order (day, English name, key); the first keeps the plain UID and each later one gets the first free
/// suffix `-2`, `-3`, … before the `@`. The result is deterministic for the same input, but a suffixed UID
/// can move to another event if a colliding holiday is added or removed.
struct UIDAllocator {
    /// The domain after `@`, already validated by ``ICSWriterOptions/validate()``.
    let domain: String
    private var used: Set<String> = []

    init(domain: String) {
        self.domain = domain
    }

    /// Returns a UID for `holiday` that no earlier call of this allocator returned.
    mutating func uid(for holiday: Holiday) -> String {
        let local = Self.sanitize(
            holiday.day.basicFormat + "-" + holiday.region.description + "-" + holiday.key)
        var candidate = local + "@" + domain
        var suffix = 2
        while used.contains(candidate) {
            candidate = local + "-\(suffix)@" + domain
            suffix += 1
        }
        used.insert(candidate)
        return candidate
    }

    /// Lower-cases ASCII letters and maps every scalar outside `[a-z0-9.-]` to `-`.
    ///
    /// Works on UTF-8 bytes: each scalar yields one output byte, from its lead byte (continuation
    /// bytes `10xxxxxx` are skipped), so a non-ASCII scalar of any length becomes one `-`.
    static func sanitize(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 where byte & 0xC0 != 0x80 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): out.append(byte + 32)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"):
                out.append(byte)
            default: out.append(UInt8(ascii: "-"))
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether `scalar` may appear in a UID as written: `a-z`, `0-9`, `.` or `-`.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "." || scalar == "-"
    }
}
