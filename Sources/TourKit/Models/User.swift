/// A person from the fixture `https://jsonplaceholder.test/users`, shaped like the public jsonplaceholder API.
///
/// ```swift
/// let users = try JSONDecoder().decode([User].self, from: data)
/// users.count        // 10
/// users[0].address.geo.lat   // a latitude as text, as the public API sends it
/// ```
package struct User: Codable, Sendable, Equatable, Identifiable {
    /// The user's number, from 1 to 10.
    package let id: Int
    /// The user's full name.
    package let name: String
    /// A short handle.
    package let username: String
    /// An address under a reserved `.test` domain.
    package let email: String
    /// Where the user lives.
    package let address: Address
    /// A phone number as free text.
    package let phone: String
    /// A website host name, without a scheme.
    package let website: String
    /// Where the user works.
    package let company: Company

    /// A postal address with coordinates.
    package struct Address: Codable, Sendable, Equatable {
        /// The street and its kind, such as "Maple Lane".
        package let street: String
        /// The apartment or suite.
        package let suite: String
        /// The city.
        package let city: String
        /// The postal code as text.
        package let zipcode: String
        /// The coordinates.
        package let geo: Geo
    }

    /// A latitude and longitude, kept as text because the public API sends them as strings.
    package struct Geo: Codable, Sendable, Equatable {
        /// The latitude in degrees, such as "-37.3159".
        package let lat: String
        /// The longitude in degrees, such as "81.1496".
        package let lng: String
    }

    /// An employer.
    package struct Company: Codable, Sendable, Equatable {
        /// The company's name.
        package let name: String
        /// Its slogan.
        package let catchPhrase: String
        /// What it claims to do, in buzzwords.
        package let bs: String
    }
}
