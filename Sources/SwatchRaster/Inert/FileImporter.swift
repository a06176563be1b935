import Foundation
// `UTType` lives in the `UniformTypeIdentifiers` module (no dependencies, so that
// `CoreTransferable` can name it too); the engine re-exports it. On a Mac this is Apple's
// framework (docs/ARCHITECTURE.md §2.7).
@_exported import UniformTypeIdentifiers

/// `fileImporter`, and the `UTType` values it takes (declared in the `UniformTypeIdentifiers`
/// module). The picker is never presented in a still and the completion never runs
/// (docs/ARCHITECTURE.md §4.2).

extension View {
    /// Presents the system file picker while `isPresented` is true; never presented in a still.
    nonisolated public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View { self }
    /// Presents the file picker, for one or several files; never presented in a still.
    nonisolated public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool, onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View { self }
    /// Presents the file picker with a cancellation handler; never presented in a still.
    nonisolated public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool, onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void) -> some View { self }
}
