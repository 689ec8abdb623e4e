extension RuleText {
    /// Whether `bytes` is well-formed UTF-8, as `String(validating:as:)` decides (Unicode's table of
    /// well-formed byte sequences: no overlong forms, no surrogates, nothing above U+10FFFF).
    ///
    /// Rule files are mostly ASCII, so eight bytes are checked at once while none has its high bit set;
    /// this costs about a fifth of the standard library's byte-by-byte check, which a load of every
    /// rule file spent 13M instructions on.
    static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let raw = UnsafeRawBufferPointer(bytes)
        let count = bytes.count
        var index = 0
        while index < count {
            if index + 8 <= count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // The length of the sequence and the range of its second byte (the later ones are 80...BF).
            let length: Int
            var lowest: UInt8 = 0x80
            var highest: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: (length, lowest) = (3, 0xA0)
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: (length, highest) = (3, 0x9F)
            case 0xF0: (length, lowest) = (4, 0x90)
            case 0xF1...0xF3: length = 4
            case 0xF4: (length, highest) = (4, 0x8F)
            default: return false
            }
            guard index + length <= count, bytes[index + 1] >= lowest, bytes[index + 1] <= highest else { return false }
            for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return false }
            index += length
        }
        return true
    }
}
