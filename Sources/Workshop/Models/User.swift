/// A person from the fixture `https://jsonplaceholder.test/users`, shaped like the public jsonplaceholder API.
///
/// ```swift
/// let users = try JSONDecoder().decode([User].self, from: data)
/// users.count        // 10
/// users[0].address.geo.lat   // a latitude as text, as the public API sends it
/// ```
public struct User: Codable, Sendable, Equatable, Identifiable {
    /// The user's number, from 1 to 10.
    public let id: Int
    /// The user's full name.
    public let name: String
    /// A short handle.
    public let username: String
    /// An address under a reserved `.test` domain.
    public let email: String
    /// Where the user lives.
    public let address: Address
    /// A phone number as free text.
    public let phone: String
    /// A website host name, without a scheme.
    public let website: String
    /// Where the user works.
    public let company: Company

    /// A postal address with coordinates.
    public struct Address: Codable, Sendable, Equatable {
        /// The street and its kind, such as "Maple Lane".
        public let street: String
        /// The apartment or suite.
        public let suite: String
        /// The city.
        public let city: String
        /// The postal code as text.
        public let zipcode: String
        /// The coordinates.
        public let geo: Geo
    }

    /// A latitude and longitude, kept as text because the public API sends them as strings.
    public struct Geo: Codable, Sendable, Equatable {
        /// The latitude in degrees, such as "-37.3159".
        public let lat: String
        /// The longitude in degrees, such as "81.1496".
        public let lng: String
    }

    /// An employer.
    public struct Company: Codable, Sendable, Equatable {
        /// The company's name.
        public let name: String
        /// Its slogan.
        public let catchPhrase: String
        /// What it claims to do, in buzzwords.
        public let bs: String
    }
}
