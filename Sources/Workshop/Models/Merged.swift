/// An album with its photos, as chapter 3's merge builds it.
public struct AlbumWithPhotos: Sendable {
    public let album: Album
    public let photos: [Photo]
}

/// A user with their albums, as chapter 3's merge builds it.
public struct UserWithAlbums: Sendable {
    public let user: User
    public let albums: [AlbumWithPhotos]
}

/// The merge chapter 3's post does, and chapter 6 does again with `async`: photos into their
/// albums, albums into their users.
///
/// ```swift
/// Merge.albums(Merge.photos(photos, into: albums), into: users)   // [UserWithAlbums]
/// ```
public enum Merge {
    /// Each album with the photos whose `albumId` is its id.
    public static func photos(_ photos: [Photo], into albums: [Album]) -> [AlbumWithPhotos] {
        let byAlbum = Dictionary(grouping: photos, by: \.albumId)
        return albums.map { AlbumWithPhotos(album: $0, photos: byAlbum[$0.id] ?? []) }
    }

    /// Each user with the albums whose `userId` is their id.
    public static func albums(_ albums: [AlbumWithPhotos], into users: [User]) -> [UserWithAlbums] {
        let byUser = Dictionary(grouping: albums, by: \.album.userId)
        return users.map { UserWithAlbums(user: $0, albums: byUser[$0.id] ?? []) }
    }
}
