/// The fields of one agenda entry as found in a JSON, YAML or CSV file, before they are checked: text
/// values with the place each was found, so a message can point at it.
///
/// The field names are the schema's (`samples/agenda.schema.json`), shared by all three formats: CSV
/// column names are the same words.
struct AgendaFields {
    /// A value and where it was found.
    struct Value {
        var text: String
        var line: Int
        var column: Int?
    }

    /// The names of the fields, in the order the README documents them.
    static let names = [
        "title", "start", "end", "duration", "all-day", "time-zone", "location", "description", "url", "categories",
        "recurrence", "exceptions", "uid",
    ]

    /// Where the entry starts (its `{`, its `-`, its CSV row).
    var line: Int
    var column: Int?
    var title: Value?
    var start: Value?
    var end: Value?
    var duration: Value?
    /// `all-day`, already read as a boolean by the format's reader.
    var allDay: (value: Bool, line: Int)?
    var timeZone: Value?
    var location: Value?
    var description: Value?
    var url: Value?
    var categories: [Value] = []
    var recurrence: Value?
    var exceptions: [Value] = []
    var uid: Value?
    /// Fields present with a value of the wrong type (already reported), so they are not reported missing too.
    var rejected: Set<String> = []

    init(line: Int, column: Int? = nil) {
        self.line = line
        self.column = column
    }

    /// Sets a single-valued text field by its schema name; `false` for a name that is not one.
    mutating func set(_ name: String, _ value: Value) -> Bool {
        switch name {
        case "title": title = value
        case "start": start = value
        case "end": end = value
        case "duration": duration = value
        case "time-zone": timeZone = value
        case "location": location = value
        case "description": description = value
        case "url": url = value
        case "recurrence": recurrence = value
        case "uid": uid = value
        default: return false
        }
        return true
    }
}
