/// The lookup response as the server sends it: every field optional, so decoding only fails
/// when the shape is wrong, and checking the content is a step of its own (`toModel`).
public struct LookupResponse: Decodable, Sendable, Equatable {
    /// One entry of `results`.
    public struct Entry: Decodable, Sendable, Equatable {
        /// `"artist"` for an artist.
        public var wrapperType: String?
        /// The artist's id.
        public var artistId: Int?
        /// The artist's name.
        public var artistName: String?
        /// The artist's main genre.
        public var primaryGenreName: String?

        /// An entry with these fields.
        public init(
            wrapperType: String? = "artist", artistId: Int? = nil, artistName: String? = nil,
            primaryGenreName: String? = nil
        ) {
            self.wrapperType = wrapperType
            self.artistId = artistId
            self.artistName = artistName
            self.primaryGenreName = primaryGenreName
        }
    }

    /// How many results the server says it sent.
    public var resultCount: Int
    /// The results.
    public var results: [Entry]

    /// A response with these results.
    public init(resultCount: Int, results: [Entry]) {
        self.resultCount = resultCount
        self.results = results
    }
}

/// An artist, as the app wants one: every field present.
public struct Artist: Sendable, Equatable {
    /// The artist's id.
    public var id: Int
    /// The artist's name.
    public var name: String
    /// The artist's main genre.
    public var genre: String

    /// An artist with these fields.
    public init(id: Int, name: String, genre: String) {
        self.id = id
        self.name = name
        self.genre = genre
    }
}
