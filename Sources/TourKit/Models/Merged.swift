/// An album with its photos, as chapter 3's merge builds it.
package struct AlbumWithPhotos: Sendable {
    package let album: Album
    package let photos: [Photo]
}

/// A user with their albums, as chapter 3's merge builds it.
package struct UserWithAlbums: Sendable {
    package let user: User
    package let albums: [AlbumWithPhotos]
}

/// The merge chapter 3's post does, and chapter 6 does again with `async`: photos into their
/// albums, albums into their users.
///
/// ```swift
/// Merge.albums(Merge.photos(photos, into: albums), into: users)   // [UserWithAlbums]
/// ```
package enum Merge {
    /// Each album with the photos whose `albumId` is its id.
    package static func photos(_ photos: [Photo], into albums: [Album]) -> [AlbumWithPhotos] {
        let byAlbum = Dictionary(grouping: photos, by: \.albumId)
        return albums.map { AlbumWithPhotos(album: $0, photos: byAlbum[$0.id] ?? []) }
    }

    /// Each user with the albums whose `userId` is their id.
    package static func albums(_ albums: [AlbumWithPhotos], into users: [User]) -> [UserWithAlbums] {
        let byUser = Dictionary(grouping: albums, by: \.album.userId)
        return users.map { UserWithAlbums(user: $0, albums: byUser[$0.id] ?? []) }
    }
}
