import CalendarCore
import Testing

@testable import ICalendar

@Suite("Event UIDs (RFC 5545 §3.8.4.7)")
struct UIDAllocatorTests {
    private func holiday(_ iso: String, _ code: String, key: String) throws -> Holiday {
        Holiday(
            day: try day(iso), names: LocalizedNames(english: "Test"), region: try region(code),
            categories: [.public], key: key)
    }

    @Test("UID is <YYYYMMDD>-<region>-<key>@<domain>, lower-case")
    func shape() throws {
        var allocator = UIDAllocator(domain: "almanac.invalid")
        #expect(
            try allocator.uid(for: holiday("2025-12-25", "DE-BY", key: "christmas-day"))
                == "20251225-de-by-christmas-day@almanac.invalid")
        #expect(
            try allocator.uid(for: holiday("2026-07-03", "US", key: "independence-day.observed"))
                == "20260703-us-independence-day.observed@almanac.invalid")
    }

    @Test("Characters outside [a-z0-9.-] become '-'; ASCII upper case becomes lower case")
    func sanitizes() throws {
        #expect(UIDAllocator.sanitize("Día de la Raza/2025_x@y Z") == "d-a-de-la-raza-2025-x-y-z")
        var allocator = UIDAllocator(domain: "example.org")
        #expect(
            try allocator.uid(for: holiday("2025-10-12", "ES", key: "Fiesta Nacional"))
                == "20251012-es-fiesta-nacional@example.org")
    }

    @Test("Colliding UIDs get -2, -3 in allocation order, skipping suffixes already taken")
    func collisions() throws {
        var allocator = UIDAllocator(domain: "almanac.invalid")
        let uids = try [
            allocator.uid(for: holiday("2025-01-01", "DE", key: "new-year")),
            allocator.uid(for: holiday("2025-01-01", "DE", key: "new-year")),
            allocator.uid(for: holiday("2025-01-01", "DE", key: "New Year")),  // sanitizes to new-year
            allocator.uid(for: holiday("2025-01-01", "DE", key: "new-year-4")),  // taken by nobody yet
            allocator.uid(for: holiday("2025-01-01", "DE", key: "new_year")),  // would be -4, which is taken
        ]
        #expect(
            uids == [
                "20250101-de-new-year@almanac.invalid",
                "20250101-de-new-year-2@almanac.invalid",
                "20250101-de-new-year-3@almanac.invalid",
                "20250101-de-new-year-4@almanac.invalid",
                "20250101-de-new-year-5@almanac.invalid",
            ])
        #expect(Set(uids).count == uids.count)
    }

    @Test("The same key on the same day in two regions gives two UIDs")
    func regionsSeparate() throws {
        var allocator = UIDAllocator(domain: "almanac.invalid")
        let a = try allocator.uid(for: holiday("2025-08-15", "DE-BY", key: "assumption-day"))
        let b = try allocator.uid(for: holiday("2025-08-15", "DE-SL", key: "assumption-day"))
        #expect(a != b)
    }
}
