import Foundation

// The standard folders as `URL` members (iOS 16): Apple's Foundation has them, and
// swift-corelibs-foundation has only `temporaryDirectory` and `homeDirectory`. Apps read them
// while building their stores (Critical Maps keeps its settings under
// `applicationSupportDirectory` and migrates them from `documentsDirectory`). Each is what
// `FileManager` answers for the user's domain on Linux, as Apple documents each one to be;
// where corelibs answers nothing (Library, the users' folder, Applications), a folder named as
// on a Mac stands in, beside or above the home folder. Nothing is created, as Apple's members
// create nothing.

extension URL {
    /// The user's documents: `~/Documents` on Linux.
    public static var documentsDirectory: URL { standard(.documentDirectory) }
    /// The app's library: `~/Library`, as on a Mac (corelibs knows no Library folder).
    public static var libraryDirectory: URL { standard(.libraryDirectory) }
    /// The caches: `~/.cache` on Linux.
    public static var cachesDirectory: URL { standard(.cachesDirectory) }
    /// The application support files: `~/.local/share` on Linux.
    public static var applicationSupportDirectory: URL { standard(.applicationSupportDirectory) }
    /// The downloads: `~/Downloads`.
    public static var downloadsDirectory: URL { standard(.downloadsDirectory) }
    /// The desktop: `~/Desktop`.
    public static var desktopDirectory: URL { standard(.desktopDirectory) }
    /// The movies: `~/Videos` on Linux.
    public static var moviesDirectory: URL { standard(.moviesDirectory) }
    /// The music: `~/Music`.
    public static var musicDirectory: URL { standard(.musicDirectory) }
    /// The pictures: `~/Pictures`.
    public static var picturesDirectory: URL { standard(.picturesDirectory) }
    /// The shared public folder: `~/Public`.
    public static var sharedPublicDirectory: URL { standard(.sharedPublicDirectory) }
    /// The trash: `~/.Trash`, as corelibs answers.
    public static var trashDirectory: URL { standard(.trashDirectory) }
    /// The folder holding the users' home folders: the home folder's parent (`/home`), as
    /// `/Users` is on a Mac (corelibs answers nothing for the user's domain).
    public static var userDirectory: URL { standard(.userDirectory) }
    /// The applications: `~/Applications`, as a Mac answers for the user's domain (corelibs
    /// answers nothing).
    public static var applicationDirectory: URL { standard(.applicationDirectory) }

    /// The URL of `directory` in `domain`, made first when `shouldCreate` is true, as
    /// `FileManager.url(for:in:appropriateFor:create:)` gives it; for the user's Library,
    /// users' folder and Applications, the stand-ins above. Throws as the file manager does
    /// (a directory it does not know, a folder it cannot make).
    public init(for directory: FileManager.SearchPathDirectory, in domain: FileManager.SearchPathDomainMask,
                appropriateFor url: URL? = nil, create shouldCreate: Bool = false) throws {
        if domain == .userDomainMask, FileManager.default.urls(for: directory, in: domain).isEmpty, let standIn = URL.standIn(for: directory) {
            if shouldCreate { try FileManager.default.createDirectory(at: standIn, withIntermediateDirectories: true) }
            self = standIn
        } else {
            self = try FileManager.default.url(for: directory, in: domain, appropriateFor: url, create: shouldCreate)
        }
    }

    private static func standard(_ directory: FileManager.SearchPathDirectory) -> URL {
        FileManager.default.urls(for: directory, in: .userDomainMask).first
            ?? standIn(for: directory)
            ?? homeDirectory
    }

    /// The folders corelibs does not know in the user's domain, used only while it answers
    /// nothing for them.
    private static func standIn(for directory: FileManager.SearchPathDirectory) -> URL? {
        switch directory {
        case .libraryDirectory: homeDirectory.appendingPathComponent("Library", isDirectory: true)
        case .userDirectory: homeDirectory.deletingLastPathComponent()
        case .applicationDirectory: homeDirectory.appendingPathComponent("Applications", isDirectory: true)
        default: nil
        }
    }
}
