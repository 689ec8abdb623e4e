/// The Hindu (and Sikh, Jain, Buddhist) festivals a rule file can name: `hindu maha-shivaratri`.
///
/// Names are python-holidays' method names (`_add_maha_shivaratri`) in kebab case; each festival's
/// rule (`HinduFestivalRule`) says which lunar month and tithi, sankranti or nakshatra it keeps and at
/// which moment of the day, chosen to give the days the Government of India and the states publish.
public enum HinduFestival: String, Hashable, Sendable, CaseIterable {
    case deepavali, thaipusam, diwali, nyepi
    case diwaliIndia = "diwali-india"
    case diwaliSouthIndia = "diwali-south-india"
    case adiShankaracharyaJayanti = "adi-shankaracharya-jayanti"
    case anantChaturdashi = "anant-chaturdashi"
    case basantPanchami = "basant-panchami"
    case bathukamma
    case bhaiDooj = "bhai-dooj"
    case bonalu
    case buddhaPurnima = "buddha-purnima"
    case chaitraNavratri = "chaitra-navratri"
    case chhathPuja = "chhath-puja"
    case dattatreyaJayanti = "dattatreya-jayanti"
    case devDiwali = "dev-diwali"
    case dussehra
    case ganeshChaturthi = "ganesh-chaturthi"
    case ganeshChaturthiDayTwo = "ganesh-chaturthi-day-two"
    case gariaPuja = "garia-puja"
    case govardhanPuja = "govardhan-puja"
    case gudiPadwa = "gudi-padwa"
    case guruArjunDevMartyrdomDay = "guru-arjun-dev-martyrdom-day"
    case guruGobindSinghJayanti = "guru-gobind-singh-jayanti"
    case guruNanakJayanti = "guru-nanak-jayanti"
    case guruPurnima = "guru-purnima"
    case guruRavidasJayanti = "guru-ravidas-jayanti"
    case halShashthi = "hal-shashthi"
    case hanumanJayanti = "hanuman-jayanti"
    case hariyaliAmavasya = "hariyali-amavasya"
    case hartalikaTeej = "hartalika-teej"
    case hatkeshwarJayanti = "hatkeshwar-jayanti"
    case holaMohalla = "hola-mohalla"
    case holi
    case holikaDahan = "holika-dahan"
    case janmashtami
    case kabirJayanti = "kabir-jayanti"
    case kaliPuja = "kali-puja"
    case karwaChauth = "karwa-chauth"
    case kerPuja = "ker-puja"
    case kharchiPuja = "kharchi-puja"
    case lohri
    case mahaAshtami = "maha-ashtami"
    case mahaNavami = "maha-navami"
    case mahaSaptami = "maha-saptami"
    case mahaShivaratri = "maha-shivaratri"
    case mahaVisuvaSankranti = "maha-visuva-sankranti"
    case maharanaPratapJayanti = "maharana-pratap-jayanti"
    case maharshiValmikiJayanti = "maharshi-valmiki-jayanti"
    case mahavirJayanti = "mahavir-jayanti"
    case maheshNavami = "mahesh-navami"
    case makarSankranti = "makar-sankranti"
    case matsyaJayanti = "matsya-jayanti"
    case naagPanchami = "naag-panchami"
    case narakaChaturdashi = "naraka-chaturdashi"
    case nirjalaEkadashi = "nirjala-ekadashi"
    case onam
    case parivartiniEkadashi = "parivartini-ekadashi"
    case parsiNewYear = "parsi-new-year"
    case parshuramJayanti = "parshuram-jayanti"
    case pitraMokshAmavasya = "pitra-moksh-amavasya"
    case pohelaBoishakh = "pohela-boishakh"
    case pongal
    case puthandu
    case rabindranathBirthday = "rabindranath-birthday"
    case rakshaBandhan = "raksha-bandhan"
    case ramNavami = "ram-navami"
    case rathYatra = "rath-yatra"
    case samvatsariParva = "samvatsari-parva"
    case shakambhariPurnima = "shakambhari-purnima"
    case sharadNavratri = "sharad-navratri"
    case shriVallabhacharyaJayanti = "shri-vallabhacharya-jayanti"
    case sonamLosar = "sonam-losar"
    case swamiDayanandSaraswatiJayanti = "swami-dayanand-saraswati-jayanti"
    case tamuLosar = "tamu-losar"
    case thiruvalluvarDay = "thiruvalluvar-day"
    case tulsidasJayanti = "tulsidas-jayanti"
    case uzhavarThirunal = "uzhavar-thirunal"
    case vaisakhadi
    case vaisakhadiDayTwo = "vaisakhadi-day-two"
    case vaisakhadiEve = "vaisakhadi-eve"
    case vaisakhi
    case varalakshmiVratam = "varalakshmi-vratam"
    case vassiUttarayan = "vassi-uttarayan"
    case vikramSamvatNewYear = "vikram-samvat-new-year"
    case vishu
    case vishwakarmaPuja = "vishwakarma-puja"

    /// How the festival's day is computed. Months: 0 Chaitra, 1 Vaishakha, 2 Jyeshtha, 3 Ashadha,
    /// 4 Shravana, 5 Bhadrapada, 6 Ashvin, 7 Kartika, 8 Margashirsha, 9 Pausha, 10 Magha, 11 Phalguna.
    var rule: HinduFestivalRule {
        switch self {
        case .deepavali, .thaipusam, .diwali, .nyepi, .diwaliIndia: .special(self == .diwaliIndia ? .diwali : self)
        case .diwaliSouthIndia: .offset(.special(.diwali), days: -1)
        case .adiShankaracharyaJayanti: .tithi(month: 1, tithi: 5, time: .evening)
        case .anantChaturdashi: .tithi(month: 5, tithi: 14, time: .dawn)
        case .basantPanchami: .tithi(month: 10, tithi: 5, time: .midday)
        case .bathukamma: .tithi(month: 5, tithi: 30, time: .afternoon)
        case .bhaiDooj: .offset(Self.govardhanPuja.rule, days: 1)
        case .bonalu: .offset(.weekdayBefore(.sunday, .tithi(month: 3, tithi: 30, time: .sunrise), orOn: false), days: 1)
        case .buddhaPurnima: .tithi(month: 1, tithi: 15, time: .sunrise, place: .delhi, second: true)
        case .chaitraNavratri: .tithi(month: 0, tithi: 1, time: .dawn, place: .delhi, second: true)
        case .chhathPuja: .tithi(month: 7, tithi: 6, time: .sunrise)
        case .dattatreyaJayanti: .tithi(month: 8, tithi: 15, time: .sunset)
        case .devDiwali: .tithi(month: 7, tithi: 15, time: .sunset)
        case .dussehra: .tithi(month: 6, tithi: 10, time: .afternoon, place: .delhi, second: true)
        case .ganeshChaturthi: .tithi(month: 5, tithi: 4, time: .midday)
        case .ganeshChaturthiDayTwo: .offset(Self.ganeshChaturthi.rule, days: 1)
        case .gariaPuja: .solarDayOfYear(month: 4, day: 21)
        case .govardhanPuja: .tithi(month: 7, tithi: 1, time: .afternoon)
        case .gudiPadwa: .tithi(month: 0, tithi: 1, time: .sunrise)
        case .guruArjunDevMartyrdomDay: .tithi(month: 2, tithi: 4, time: .sunrise)
        case .guruGobindSinghJayanti: .tithi(month: 9, tithi: 7, time: .sunrise)
        case .guruNanakJayanti: .tithi(month: 7, tithi: 15, time: .sunrise)
        case .guruPurnima: .tithi(month: 3, tithi: 15, time: .sunrise)
        case .guruRavidasJayanti: .tithi(month: 10, tithi: 15, time: .sunrise)
        case .halShashthi: .tithi(month: 4, tithi: 21, time: .sunrise)
        case .hanumanJayanti: .tithi(month: 0, tithi: 15, time: .sunrise)
        case .hariyaliAmavasya: .tithi(month: 3, tithi: 30, time: .sunrise)
        case .hartalikaTeej: .tithi(month: 5, tithi: 3, time: .sunrise)
        case .hatkeshwarJayanti: .offset(Self.hanumanJayanti.rule, days: -1)
        case .holaMohalla: .tithi(month: 11, tithi: 16, time: .sunrise)
        case .holi: .offset(Self.holikaDahan.rule, days: 1)
        case .holikaDahan: .purnimaNight(month: 11)
        case .janmashtami: .tithi(month: 4, tithi: 23, time: .sunrise)
        case .kabirJayanti: .tithi(month: 2, tithi: 15, time: .sunrise)
        case .kaliPuja: .tithi(month: 6, tithi: 30, time: .midnight)
        case .karwaChauth: .tithi(month: 6, tithi: 19, time: .evening)
        case .kerPuja: .offset(Self.kharchiPuja.rule, days: 14)
        case .kharchiPuja: .tithi(month: 3, tithi: 8, time: .sunrise)
        case .lohri: .offset(Self.makarSankranti.rule, days: -1)
        case .mahaAshtami: .tithi(month: 6, tithi: 8, time: .sunrise)
        case .mahaNavami: .tithi(month: 6, tithi: 9, time: .afternoon)
        case .mahaSaptami: .offset(Self.mahaAshtami.rule, days: -1)
        case .mahaShivaratri: .tithi(month: 10, tithi: 29, time: .midnight)
        case .mahaVisuvaSankranti: .solarDayOfYear(month: 4, day: 14)
        case .maharanaPratapJayanti: .tithi(month: 2, tithi: 3, time: .sunrise)
        case .maharshiValmikiJayanti: .tithi(month: 6, tithi: 15, time: .sunrise)
        case .mahavirJayanti: .tithi(month: 0, tithi: 13, time: .dawn, place: .delhi, second: true)
        case .maheshNavami: .tithi(month: 2, tithi: 9, time: .sunrise)
        case .makarSankranti: .sankranti(sign: 9, cutoff: .sunset, place: .delhi)
        case .matsyaJayanti: .tithi(month: 0, tithi: 3, time: .afternoon, place: .delhi, second: true)
        case .naagPanchami: .tithi(month: 4, tithi: 5, time: .sunrise)
        case .narakaChaturdashi: .tithi(month: 6, tithi: 29, time: .dawn)
        case .nirjalaEkadashi: .tithi(month: 2, tithi: 11, time: .dawn, place: .delhi, second: true)
        case .onam: .nakshatra(solarSign: 4, nakshatra: 22, fromDay: 4, time: .sunrise, place: .thiruvananthapuram)
        case .parivartiniEkadashi: .tithi(month: 5, tithi: 11, time: .sunrise)
        case .parsiNewYear: .cycle(epoch: 970, length: 365)  // 28 August 1972
        case .parshuramJayanti: .tithi(month: 1, tithi: 3, time: .sunset, place: .delhi, second: true)
        case .pitraMokshAmavasya: .tithi(month: 5, tithi: 30, time: .afternoon, place: .delhi, second: true)
        case .pohelaBoishakh: .offset(.sankranti(sign: 0, cutoff: nil, place: .kolkata), days: 1)
        case .pongal: .sankranti(sign: 9, cutoff: .sunset, place: .chennai)
        case .puthandu: .sankranti(sign: 0, cutoff: .sunset, place: .chennai)
        case .rabindranathBirthday: .solarDayOfYear(month: 5, day: 9)
        case .rakshaBandhan: .purnimaAparahna(month: 4)
        case .ramNavami: .tithi(month: 0, tithi: 9, time: .midday, place: .delhi, second: true)
        case .rathYatra: .tithi(month: 3, tithi: 2, time: .sunrise)
        case .samvatsariParva: .tithi(month: 5, tithi: 5, time: .dawn)
        case .shakambhariPurnima: .tithi(month: 9, tithi: 15, time: .sunrise)
        case .sharadNavratri: .tithi(month: 6, tithi: 1, time: .sunrise)
        case .shriVallabhacharyaJayanti: .tithi(month: 0, tithi: 26, time: .sunrise)
        case .sonamLosar: .tithi(month: 10, tithi: 1, time: .sunrise)
        case .swamiDayanandSaraswatiJayanti: .tithi(month: 10, tithi: 25, time: .sunrise, place: .delhi, second: true)
        case .tamuLosar: .offset(.sankranti(sign: 8, cutoff: .afternoon, place: .delhi), days: 14)
        case .thiruvalluvarDay: .offset(Self.pongal.rule, days: 1)
        case .tulsidasJayanti: .tithi(month: 4, tithi: 7, time: .sunrise)
        case .uzhavarThirunal: .offset(Self.pongal.rule, days: 2)
        case .vaisakhadi: .solarDayOfYear(month: 4, day: 15)
        case .vaisakhadiDayTwo: .solarDayOfYear(month: 4, day: 16)
        case .vaisakhadiEve: .solarDayOfYear(month: 4, day: 14)
        case .vaisakhi: .sankranti(sign: 0, cutoff: nil, place: .delhi)
        case .varalakshmiVratam: .weekdayBefore(.friday, Self.rakshaBandhan.rule, orOn: true)
        case .vassiUttarayan: .offset(Self.makarSankranti.rule, days: 1)
        case .vikramSamvatNewYear: .tithi(month: 7, tithi: 1, time: .sunrise)
        case .vishu: .sankranti(sign: 0, cutoff: .afternoon, place: .thiruvananthapuram)
        case .vishwakarmaPuja: .sankranti(sign: 5, cutoff: .evening, place: .kolkata)
        }
    }
}
