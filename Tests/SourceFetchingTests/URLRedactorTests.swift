import SourceFetching
import Testing

@Suite("Redaction and URL policy")
struct URLRedactorTests {
    @Test func keyParametersAndPasswordsAreRedacted() {
        let redactor = URLRedactor()
        #expect(
            redactor.redact(url: "https://holidays.abstractapi.com/v1/?api_key=s3cr3t&country=US&year=2026")
                == "https://holidays.abstractapi.com/v1/?api_key=REDACTED&country=US&year=2026")
        #expect(redactor.redact(url: "https://x.org/a?apikey=1&KEY=2&token=3#f") == "https://x.org/a?apikey=REDACTED&KEY=REDACTED&token=REDACTED#f")
        #expect(redactor.redact(url: "https://me:pw@x.org/") == "https://me:REDACTED@x.org/")
        #expect(redactor.redact(url: "https://date.nager.at/api/v3/PublicHolidays/2026/US") == "https://date.nager.at/api/v3/PublicHolidays/2026/US")
    }

    @Test func knownSecretsAreScrubbedFromAnyText() {
        let redactor = URLRedactor(secrets: ["k-123456"])
        #expect(redactor.scrub("server said: bad key k-123456!") == "server said: bad key REDACTED!")
        #expect(redactor.redact(url: "https://x.org/k-123456/?q=1") == "https://x.org/REDACTED/?q=1")
    }

    @Test("plain http only to loopback", arguments: [
        ("http://127.0.0.1:8080/v1/", true), ("http://localhost/v1/", true), ("http://[::1]:9/", true),
        ("http://127.9.9.9/", true), ("https://holidays.abstractapi.com/v1/", true),
        ("http://holidays.abstractapi.com/v1/", false), ("http://10.0.0.1/", false), ("http://128.0.0.1/", false),
    ])
    func loopbackRule(url: String, allowed: Bool) {
        let accepted = (try? URLPolicy.check(url, allowsLoopbackHTTP: true, redactedURL: url)) != nil
        #expect(accepted == allowed)
    }

    @Test func otherSchemesAndHostlessURLsAreInvalid() {
        #expect(throws: FetchFailure.self) { try URLPolicy.check("ftp://x.org/", allowsLoopbackHTTP: true, redactedURL: "") }
        #expect(throws: FetchFailure.self) { try URLPolicy.check("not a url", allowsLoopbackHTTP: true, redactedURL: "") }
    }
}
