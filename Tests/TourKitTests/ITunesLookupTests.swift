import Foundation
import Testing

@testable import TourKit

@Suite("iTunes lookup fixture")
struct ITunesLookupTests {
    @Test("the post's id 909253 is a Rock artist")
    func rockArtist() async throws {
        let lookup = try await decode(
            ITunesLookup.self, from: Fixtures.lookupURL(id: Fixtures.rockArtistId), host: quickHost())
        #expect(lookup.resultCount == 1)
        let artist = try #require(lookup.results.first)
        #expect(artist.artistId == 909253)
        #expect(artist.primaryGenreName == "Rock")
        #expect(artist.wrapperType == "artist")
        #expect(artist.artistType == "Artist")
    }

    @Test("an unknown id answers 200 with zero results")
    func unknownId() async throws {
        let fetched = try await fetch(Fixtures.lookupURL(id: Fixtures.unknownArtistId), from: quickHost())
        #expect(fetched.status == 200)
        #expect(fetched.text == #"{"resultCount":0,"results":[]}"#)
        let lookup = try JSONDecoder().decode(ITunesLookup.self, from: try #require(fetched.data))
        #expect(lookup == ITunesLookup(results: []))
    }

    @Test("another genre exists, so filtering a lookup for Rock can find nothing")
    func otherGenre() async throws {
        let lookup = try await decode(
            ITunesLookup.self, from: Fixtures.lookupURL(id: Fixtures.jazzArtistId), host: quickHost())
        #expect(lookup.results.map(\.primaryGenreName) == ["Jazz"])
        #expect(lookup.results.filter { $0.primaryGenreName == "Rock" }.isEmpty)
    }

    @Test("several ids answer in the order asked, skipping unknown ones")
    func severalIds() async throws {
        let url = try #require(Fixtures.lookupURL(idText: "159260,1,909253"))
        let lookup = try await decode(ITunesLookup.self, from: url, host: quickHost())
        #expect(lookup.resultCount == 2)
        #expect(lookup.results.map(\.artistId) == [159260, 909253])
    }

    @Test("an id that is not a number answers 400", arguments: ["abc", "", "12x", "1,,2"])
    func badId(text: String) async throws {
        let fetched = try await fetch(try #require(Fixtures.lookupURL(idText: text)), from: quickHost())
        #expect(fetched.status == 400)
        #expect(fetched.text.contains("errorMessage"))
    }

    @Test("the catalogue has 6 to 8 artists with distinct ids and at least five genres")
    func catalogue() {
        let artists = ITunesCatalog.artists
        #expect((6...8).contains(artists.count))
        #expect(Set(artists.map(\.artistId)).count == artists.count)
        #expect(Set(artists.map(\.primaryGenreName)).count >= 5)
        #expect(artists.filter { $0.primaryGenreName == "Rock" }.map(\.artistId) == [909253])
    }
}
