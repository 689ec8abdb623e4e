/// A 128-bit digest of a string, to recognise a key seen before without keeping the key itself (UIDs,
/// titles with starts): 16 bytes a key rather than the strings.
///
/// Built from two runs of the standard library's `Hasher` (SipHash, seeded once per process), so it is
/// only meaningful within one run and never written anywhere. Two different keys collide with a
/// probability of about n² / 2¹²⁹: for a million keys, 10⁻²⁷.
public struct ICSDigest: Hashable, Sendable {
    private let high: Int
    private let low: Int

    /// The digest of `text`.
    public init(_ text: String) {
        var first = Hasher()
        first.combine(0x5545)
        first.combine(text)
        var second = Hasher()
        second.combine(0x2445)
        second.combine(text)
        high = first.finalize()
        low = second.finalize()
    }
}
