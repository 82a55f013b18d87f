/// One result of the fixture iTunes lookup, shaped like the public iTunes Search API's artist result.
///
/// ```swift
/// let lookup = try JSONDecoder().decode(ITunesLookup.self, from: data)   // from Fixtures.lookupURL(id: 909253)
/// lookup.results.first?.primaryGenreName   // "Rock"
/// ```
public struct Artist: Codable, Sendable, Equatable {
    /// The kind of result; always "artist" here.
    public let wrapperType: String
    /// The kind of artist; always "Artist" here.
    public let artistType: String
    /// The artist's name.
    public let artistName: String
    /// A link to the artist's page, as text (on a `.test` host that serves nothing).
    public let artistLinkUrl: String
    /// The number the lookup was made with.
    public let artistId: Int
    /// A second catalogue's number for the same artist.
    public let amgArtistId: Int
    /// The genre, such as "Rock" or "Jazz".
    public let primaryGenreName: String
    /// The genre's number in the store's genre list.
    public let primaryGenreId: Int
}
