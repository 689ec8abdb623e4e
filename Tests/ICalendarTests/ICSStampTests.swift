import Testing

@testable import ICalendar

@Suite("DTSTAMP values (RFC 5545 §3.8.7.2)")
struct ICSStampTests {
    @Test(
        "SOURCE_DATE_EPOCH gives a UTC DATE-TIME",
        arguments: [
            ("0", "19700101T000000Z"),
            ("1735689600", "20250101T000000Z"),
            ("1709210096", "20240229T123456Z"),  // leap day
            ("951782400", "20000229T000000Z"),  // leap day of a year divisible by 400
            ("4107542400", "21000301T000000Z"),  // 2100 is not a leap year
            ("86399", "19700101T235959Z"),
            ("0001735689600", "20250101T000000Z"),  // leading zeros are still digits
            ("253402300799", "99991231T235959Z"),
        ])
    func parsesSourceDateEpoch(value: String, expected: String) throws {
        let stamp = try #require(ICSStamp(sourceDateEpoch: value))
        #expect(stamp.formatted == expected)
        #expect(stamp.description == expected)
    }

    @Test(
        "SOURCE_DATE_EPOCH must be ASCII digits only",
        arguments: [
            "", " ", "-1", "+5", " 1", "1 ", "1.5", "1e9", "abc", "0x10", "１２", "٣", "\u{0}",
            "99999999999999999999", "253402300800",
        ])
    func rejectsGarbage(value: String) {
        #expect(ICSStamp(sourceDateEpoch: value) == nil)
    }

    @Test("Seconds before 1970 round toward the past")
    func negativeSeconds() {
        #expect(ICSStamp(secondsSince1970: -1).formatted == "19691231T235959Z")
        #expect(ICSStamp(secondsSince1970: -86_400).formatted == "19691231T000000Z")
        #expect(ICSStamp(secondsSince1970: -86_401).formatted == "19691230T235959Z")
    }

    @Test("Instants outside the years 1–9999 are clamped")
    func clamps() {
        #expect(ICSStamp(secondsSince1970: .max).formatted == "99991231T235959Z")
        #expect(ICSStamp(secondsSince1970: .min).formatted == "00010101T000000Z")
    }

    @Test("The formatted value matches ^\\d{8}T\\d{6}Z$")
    func shape() {
        for seconds: Int64 in [0, 1, 59, 3600, 1_000_000_000, 1_735_689_600, 4_102_444_799] {
            let text = Array(ICSStamp(secondsSince1970: seconds).formatted.utf8)
            #expect(text.count == 16)
            #expect(text[8] == UInt8(ascii: "T") && text[15] == UInt8(ascii: "Z"))
            #expect((text[0..<8] + text[9..<15]).allSatisfy { (48...57).contains($0) })
        }
    }
}
