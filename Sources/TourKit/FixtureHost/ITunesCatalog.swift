/// The artists the fixture iTunes lookup knows: invented names, real genre names and genre numbers.
///
/// - Note: 909253 is the id the post looks up and filters for "Rock", so it is a rock artist here;
///   the other genres give the pipeline its "no match" path.
enum ITunesCatalog {
    static let artists: [Artist] = [
        artist(909253, "Harbor Lanterns", genre: "Rock", genreId: 21),
        artist(312015, "Velvet Orbit", genre: "Pop", genreId: 14),
        artist(159260, "Mira Castellane Trio", genre: "Jazz", genreId: 11),
        artist(265540, "Copper Meadow", genre: "Country", genreId: 6),
        artist(401388, "Quiet Signal", genre: "Electronic", genreId: 7),
        artist(538217, "Northern Thistle Ensemble", genre: "Classical", genreId: 5),
        artist(724104, "Kettle and Ink", genre: "Hip-Hop/Rap", genreId: 18),
        artist(185930, "Saffron Tide", genre: "Alternative", genreId: 20),
    ]

    static func artist(id: Int) -> Artist? {
        artists.first { $0.artistId == id }
    }

    private static func artist(_ id: Int, _ name: String, genre: String, genreId: Int) -> Artist {
        let slug = name.lowercased().split(separator: " ").joined(separator: "-")
        return Artist(
            wrapperType: "artist",
            artistType: "Artist",
            artistName: name,
            artistLinkUrl: "https://music.test/artist/\(slug)/\(id)?uo=4",
            artistId: id,
            amgArtistId: 400_000 + (id * 7) % 500_000,
            primaryGenreName: genre,
            primaryGenreId: genreId
        )
    }
}
