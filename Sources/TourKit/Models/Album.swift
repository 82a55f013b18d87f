/// An album from the fixture `https://jsonplaceholder.test/albums`: ten per user, a hundred in all.
///
/// ```swift
/// let albums = try JSONDecoder().decode([Album].self, from: data)   // from Fixtures.albumsURL(userId: 3)
/// albums.allSatisfy { $0.userId == 3 }   // true
/// ```
package struct Album: Codable, Sendable, Equatable, Identifiable {
    /// The owner's ``User/id``.
    package let userId: Int
    /// The album's number, from 1 to 100.
    package let id: Int
    /// A few lowercase words.
    package let title: String

    /// Makes an album from all of its fields.
    package init(userId: Int, id: Int, title: String) {
        self.userId = userId
        self.id = id
        self.title = title
    }
}
