/// The jsonplaceholder-shaped fixture data, made by a fixed formula from a small word list.
///
/// - Note: Generated rather than stored, so the package carries no data files and no copied text;
///   the formula never changes, so the same id always has the same title.
enum PlaceholderData {
    static let userCount = 10
    static let albumsPerUser = 10
    static let photosPerAlbum = 50

    static let users: [User] = (1...userCount).map(user(id:))

    static let albums: [Album] = (1...userCount * albumsPerUser).map { id in
        Album(userId: (id - 1) / albumsPerUser + 1, id: id, title: title(seed: id * 7, length: 2 + id % 4))
    }

    static let photos: [Photo] = (1...userCount * albumsPerUser * photosPerAlbum).map { id in
        let color = hexColor(id)
        return Photo(
            albumId: (id - 1) / photosPerAlbum + 1,
            id: id,
            title: title(seed: id * 13 + id / photosPerAlbum, length: 3 + id % 4),
            url: "https://images.test/600/\(color)",
            thumbnailUrl: "https://images.test/150/\(color)"
        )
    }

    static let words = [
        "amber", "harbor", "lantern", "meadow", "quiet", "copper", "river", "velvet",
        "orbit", "maple", "signal", "paper", "winter", "cobalt", "garden", "echo",
        "thistle", "marble", "north", "ember", "willow", "canyon", "silver", "pocket",
        "drift", "saffron", "island", "linen", "falcon", "morning", "tide", "juniper",
        "glass", "hollow", "beacon", "fern", "atlas", "clover", "dune", "harvest",
        "ink", "kettle", "lumen", "moss", "nectar", "opal", "pebble", "quarry",
    ]

    /// A few words picked by stepping through the list from a seed; the steps are coprime with its length.
    static func title(seed: Int, length: Int) -> String {
        (0..<length).map { words[(seed + $0 * 11) % words.count] }.joined(separator: " ")
    }

    private static let firstNames = [
        "Ada", "Bruno", "Celia", "Dmitri", "Elif", "Farah", "Gustavo", "Hana", "Ivo", "Juno",
    ]
    private static let lastNames = [
        "Marlow", "Keel", "Fenwick", "Oyelaran", "Brandt", "Lindqvist", "Nakamura", "Okafor", "Castellanos",
        "Achterberg",
    ]
    private static let cities = [
        "Port Amber", "Northwick", "Lowmere", "Saltash Bay", "Greyford", "Kestrel Point", "Ashby Vale", "Fenmouth",
        "Orrin", "Tallow Cross",
    ]
    private static let streetKinds = ["Lane", "Street", "Avenue", "Road", "Way"]
    private static let companyKinds = ["Works", "Labs", "and Sons", "Collective", "Studio"]

    private static func user(id: Int) -> User {
        let index = id - 1
        let first = firstNames[index]
        let last = lastNames[index]
        let street = upperFirst(words[(id * 5) % words.count])
        return User(
            id: id,
            name: "\(first) \(last)",
            username: "\(first.lowercased())\(last.prefix(1).lowercased())",
            email:
                "\(first.lowercased()).\(last.lowercased())@\(["example.test", "mail.test", "post.test"][index % 3])",
            address: User.Address(
                street: "\(street) \(streetKinds[index % streetKinds.count])",
                suite: "Suite \(100 + id * 37)",
                city: cities[index],
                zipcode: padded(10_000 + (id * 7_919) % 89_999, width: 5),
                geo: User.Geo(
                    lat: degrees(tenThousandths: (id * 479_001) % 1_800_000 - 900_000),
                    lng: degrees(tenThousandths: (id * 1_299_709) % 3_600_000 - 1_800_000)
                )
            ),
            phone: "555-01\(padded(id, width: 2)) x\(id * 31)",
            website: "\(last.lowercased()).test",
            company: User.Company(
                name: "\(last) \(companyKinds[index % companyKinds.count])",
                catchPhrase: upperFirst(title(seed: id * 3, length: 3)),
                bs: title(seed: id * 17, length: 3)
            )
        )
    }

    /// Degrees with four decimals, built from integers so no locale or rounding can change the text.
    private static func degrees(tenThousandths value: Int) -> String {
        let sign = value < 0 ? "-" : ""
        let magnitude = abs(value)
        return "\(sign)\(magnitude / 10_000).\(padded(magnitude % 10_000, width: 4))"
    }

    private static func hexColor(_ id: Int) -> String {
        // Knuth's multiplicative hash spreads neighbouring ids over very different colours.
        let rgb = (id &* 2_654_435_761) & 0xFF_FFFF
        let hex = String(rgb, radix: 16)
        return String(repeating: "0", count: 6 - hex.count) + hex
    }

    private static func upperFirst(_ text: String) -> String {
        guard let head = text.first else { return text }
        return head.uppercased() + text.dropFirst()
    }

    private static func padded(_ value: Int, width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
