/// A photo from the fixture `https://jsonplaceholder.test/photos`: fifty per album, five thousand in all.
///
/// ```swift
/// let photos = try JSONDecoder().decode([Photo].self, from: data)   // from Fixtures.photosURL(albumId: 7)
/// photos.count   // 50
/// ```
package struct Photo: Codable, Sendable, Equatable, Identifiable {
    /// The ``Album/id`` of the album it belongs to.
    package let albumId: Int
    /// The photo's number, from 1 to 5000.
    package let id: Int
    /// A few lowercase words.
    package let title: String
    /// Where the full-size image would be, as text (on a `.test` host that serves nothing).
    package let url: String
    /// Where the thumbnail would be, as text.
    package let thumbnailUrl: String
}
