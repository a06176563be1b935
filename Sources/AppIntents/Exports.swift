// What `import AppIntents` brings besides its own types. Apple's re-exports Foundation, where
// `LocalizedStringResource` lives on Apple; on Linux that type is the engine's (Foundation
// lacks it), so it is re-exported by name, and an intent file that imports only AppIntents
// (and Foundation) can write `static let title: LocalizedStringResource = "…"` without the
// engine's views coming with it.
@_exported import Foundation
@_exported import struct SwatchRaster.LocalizedStringResource
