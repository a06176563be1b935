import Foundation

/// `fileExporter` for documents and `Transferable` items: the system dialog that saves them
/// (`fileMover` is in FileDialogs.swift).
/// Never presented in a still, and the completion never runs (§4.2); the document argument
/// is not read.
extension View {
    /// Exports a value-type document while `isPresented` is true; never presented in a still.
    nonisolated public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View { self }
    /// Exports a reference-type document; never presented in a still.
    nonisolated public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View { self }
    /// Exports value-type documents; never presented in a still.
    nonisolated public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType, onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View where C.Element: FileDocument { self }
    /// Exports reference-type documents; never presented in a still.
    nonisolated public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType, onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View where C.Element: ReferenceFileDocument { self }
    /// Exports a value-type document as one of `contentTypes` (iOS 17); never presented.
    nonisolated public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [], defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}) -> some View { self }
    /// Exports a reference-type document as one of `contentTypes` (iOS 17); never presented.
    nonisolated public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [], defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}) -> some View { self }
    /// Exports a `Transferable` item (iOS 17); never presented in a still.
    nonisolated public func fileExporter<T: Transferable>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}) -> some View { self }
    /// Exports `Transferable` items (iOS 17); never presented in a still.
    nonisolated public func fileExporter<C: Collection>(isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [], onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}) -> some View where C.Element: Transferable { self }
}
