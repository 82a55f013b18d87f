/// One result of the fixture iTunes lookup, shaped like the public iTunes Search API's artist result.
///
/// ```swift
/// let lookup = try JSONDecoder().decode(ITunesLookup.self, from: data)   // from Fixtures.lookupURL(id: 909253)
/// lookup.results.first?.primaryGenreName   // "Rock"
/// ```
package struct Artist: Codable, Sendable, Equatable {
    /// The kind of result; always "artist" here.
    package let wrapperType: String
    /// The kind of artist; always "Artist" here.
    package let artistType: String
    /// The artist's name.
    package let artistName: String
    /// A link to the artist's page, as text (on a `.test` host that serves nothing).
    package let artistLinkUrl: String
    /// The number the lookup was made with.
    package let artistId: Int
    /// A second catalogue's number for the same artist.
    package let amgArtistId: Int
    /// The genre, such as "Rock" or "Jazz".
    package let primaryGenreName: String
    /// The genre's number in the store's genre list.
    package let primaryGenreId: Int
}
