/// What a provider makes of one HTTP answer.
public enum ProviderVerdict: Sendable, Equatable {
    /// A valid answer: cache it.
    case answer([ProviderHoliday])
    /// A malformed answer (bad JSON, wrong types, a holiday on another day): not cached, the unit stays
    /// missing, the run goes on. The text says what was wrong.
    case rejected(String)
    /// An answer that ends the run.
    case stop(ProviderStop)
}

/// Why a provider's answer ends the run, and what the user should know.
public enum ProviderStop: Sendable, Equatable {
    /// 401: the key is missing or wrong; names the environment variable that holds it.
    case unauthorized(variable: String)
    /// The plan's quota is spent (Abstract 422, Calendarific "API Limit Exceeded"); never retried.
    case quotaExhausted(detail: String)
    /// The provider does not know the country (Nager 404, Calendarific 422).
    case unknownCountry(detail: String)
    /// The provider does not serve the year (Nager 400 out of ±50 years).
    case unsupportedYear(detail: String)
    /// Any other status: the text has the status and the provider's message.
    case unexpected(status: Int, detail: String)
}
