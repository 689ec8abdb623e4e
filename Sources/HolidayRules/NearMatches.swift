import Foundation

/// Finds the codes nearest to what a user typed, for "did you mean" in error messages.
///
/// A candidate is a code (`DE`, `BY`) with its names (`Germany`, `Deutschland`; `Bavaria`). It matches
/// when the typed text is one of its names (any case, accents ignored: `bayern`, `Baden-Wurttemberg`),
/// begins a name (`Bav`, three letters at least), is one typing slip from its code (`DX` for `DE`,
/// `NYY` for `NY`, `EDU` is not) or a slip or two from a name (`Bavria`), or is found in a name (`Zurich`
/// in `Stadt Zurich`). Closer matches come first; codes sharing the typed first letter before others.
struct NearMatches {
    /// A code and the names it is known by.
    struct Candidate {
        var code: String
        var names: [String]
    }

    let candidates: [Candidate]

    /// Up to `limit` codes, best first, each as `CODE (name)`.
    func suggestions(for typed: String, limit: Int = 5) -> [String] {
        let query = Self.normalized(typed)
        guard !query.isEmpty else { return [] }
        var scored: [(score: Int, sameInitial: Bool, code: String, label: String)] = []
        for candidate in candidates {
            guard let score = score(candidate, query: query) else { continue }
            let code = Self.normalized(candidate.code)
            let label = candidate.names.first.map { "\(candidate.code) (\($0))" } ?? candidate.code
            scored.append((score, code.first == query.first, candidate.code, label))
        }
        scored.sort { ($0.score, $0.sameInitial ? 0 : 1, $0.code) < ($1.score, $1.sameInitial ? 0 : 1, $1.code) }
        return scored.prefix(limit).map(\.label)
    }

    /// 0 for a name typed in full, 1 for a slip in the code or the beginning of a name, 2 for a slip or
    /// two in a name or text found inside a name; `nil` when it is not near.
    private func score(_ candidate: Candidate, query: String) -> Int? {
        let code = Self.normalized(candidate.code)
        let names = candidate.names.map(Self.normalized).filter { !$0.isEmpty }
        if names.contains(query) || code == query { return 0 }
        var best: Int?
        func offer(_ value: Int) { best = min(best ?? value, value) }
        if query.count >= 3, names.contains(where: { $0.hasPrefix(query) }) { offer(1) }
        let codeDistance = Self.distance(query, code)
        if codeDistance == 1 || (code.count >= 4 && codeDistance <= code.count / 4) { offer(codeDistance) }
        for name in names where query.count >= 4 {
            let distance = Self.distance(query, name)
            if distance <= max(1, name.count / 4) { offer(distance + 1) }
            if query.count >= 4, name.contains(query) { offer(2) }
        }
        return best.map { min($0, 3) }
    }

    /// Lower case, accents removed, only letters and digits: `Baden-Württemberg` → `badenwurttemberg`.
    static func normalized(_ text: String) -> String {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        return String(folded.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }

    /// The optimal string alignment distance: insertions, deletions, substitutions and swaps of
    /// neighbours (`DEU`→`DE` is 1, `ED`→`DE` is 1).
    static func distance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs)
        let b = Array(rhs)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
