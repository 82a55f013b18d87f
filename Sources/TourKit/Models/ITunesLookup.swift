/// The whole answer of the fixture `https://itunes.test/lookup?id=N`: a count and the results.
///
/// ```swift
/// let lookup = try JSONDecoder().decode(ITunesLookup.self, from: data)   // from Fixtures.lookupURL(id: 1)
/// lookup.resultCount   // 0: no artist has that id
/// ```
package struct ITunesLookup: Codable, Sendable, Equatable {
    /// How many results follow.
    package let resultCount: Int
    /// The artists found, in the order their ids were asked for.
    package let results: [Artist]

    /// Makes a lookup answer; the count is the number of results.
    package init(results: [Artist]) {
        self.resultCount = results.count
        self.results = results
    }
}
