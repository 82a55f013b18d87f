import Foundation
import Testing
import TourKit

/// Bodies written by hand in the public APIs' shapes (with our own values): the models must read them.
@Suite("models match the public API shapes")
struct ModelTests {
    @Test("User reads a jsonplaceholder-shaped user")
    func user() throws {
        let json = """
            {"id": 7, "name": "Nell Quince", "username": "nellq", "email": "nell@quince.test",
             "address": {"street": "Fern Row", "suite": "Apt. 3", "city": "Lowmere", "zipcode": "01234-5678",
                         "geo": {"lat": "-12.5000", "lng": "44.0100"}},
             "phone": "555-0199", "website": "quince.test",
             "company": {"name": "Quince Works", "catchPhrase": "Quiet copper echo", "bs": "drift the tide"}}
            """
        let user = try JSONDecoder().decode(User.self, from: Data(json.utf8))
        #expect(user.address.geo.lat == "-12.5000")
        #expect(user.company.catchPhrase == "Quiet copper echo")
    }

    @Test("Album and Photo read jsonplaceholder-shaped items")
    func albumAndPhoto() throws {
        let album = try JSONDecoder().decode(
            Album.self, from: Data(#"{"userId": 2, "id": 13, "title": "amber tide"}"#.utf8))
        #expect(album == Album(userId: 2, id: 13, title: "amber tide"))
        let photo = try JSONDecoder().decode(
            Photo.self,
            from: Data(
                """
                {"albumId": 13, "id": 601, "title": "moss", "url": "https://images.test/600/abcdef",
                 "thumbnailUrl": "https://images.test/150/abcdef"}
                """.utf8))
        #expect(photo.thumbnailUrl.hasSuffix("/150/abcdef"))
    }

    @Test("ITunesLookup reads an iTunes-shaped lookup answer")
    func lookup() throws {
        let json = """
            {"resultCount": 1, "results": [{"wrapperType": "artist", "artistType": "Artist", "artistName": "Nell Quince",
             "artistLinkUrl": "https://music.test/artist/nell-quince/5?uo=4", "artistId": 5, "amgArtistId": 77,
             "primaryGenreName": "Rock", "primaryGenreId": 21}]}
            """
        let lookup = try JSONDecoder().decode(ITunesLookup.self, from: Data(json.utf8))
        #expect(lookup.resultCount == 1)
        #expect(lookup.results.first?.artistName == "Nell Quince")
    }

    @Test("the fixture URL constants spell the documented addresses")
    func urls() {
        #expect(Fixtures.usersURL.absoluteString == "https://jsonplaceholder.test/users")
        #expect(Fixtures.albumsURL.absoluteString == "https://jsonplaceholder.test/albums")
        #expect(Fixtures.photosURL.absoluteString == "https://jsonplaceholder.test/photos")
        #expect(Fixtures.userURL(id: 3).absoluteString == "https://jsonplaceholder.test/users/3")
        #expect(Fixtures.albumsURL(userId: 1).absoluteString == "https://jsonplaceholder.test/albums?userId=1")
        #expect(Fixtures.photosURL(albumId: 9).absoluteString == "https://jsonplaceholder.test/photos?albumId=9")
        #expect(Fixtures.lookupURL(id: 909253).absoluteString == "https://itunes.test/lookup?id=909253")
    }
}
