/// A holiday block's names while its rule file is read, with the English one kept apart: building the
/// holiday's `LocalizedNames` then neither filters the dictionary nor removes `en` from it.
struct NamesDraft {
    var english: String?
    var others: [String: String] = [:]

    /// The name in `language`; `en` is the English one.
    subscript(language: String) -> String? {
        get { language == "en" ? english : others[language] }
        set {
            if language == "en" {
                english = newValue
            } else {
                others[language] = newValue
            }
        }
    }
}
