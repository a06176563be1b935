import Foundation

// File movers and the options of file dialogs (iOS 14–17). A still presents no dialog: the
// presenting view is drawn, completions never run (docs/ARCHITECTURE.md §4.2).

/// What a file dialog's browser shows (iOS 17): SwiftUI's `FileDialogBrowserOptions`.
public struct FileDialogBrowserOptions: OptionSet, Sendable {
    /// The raw bits.
    public typealias RawValue = Int
    /// One option.
    public typealias Element = FileDialogBrowserOptions
    /// What an array literal of options holds.
    public typealias ArrayLiteralElement = FileDialogBrowserOptions
    /// The raw bits.
    public let rawValue: Int
    /// Options from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Packages can be browsed into.
    public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1)
    /// Hidden files are listed.
    public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 2)
    /// File extensions are shown.
    public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 4)
}

extension View {
    /// Presents a dialog that moves `file`; a still presents nothing and `onCompletion` never runs.
    nonisolated public func fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View { self }
    /// Presents a dialog that moves `files`; never presented in a still.
    nonisolated public func fileMover<C: Collection>(isPresented: Binding<Bool>, files: C, onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View where C.Element == URL { self }
    /// Presents a dialog that moves `file`, with a cancellation action (iOS 17); never presented.
    nonisolated public func fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void) -> some View { self }
    /// Presents a dialog that moves `files`, with a cancellation action (iOS 17); never presented.
    nonisolated public func fileMover<C: Collection>(isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void) -> some View where C.Element == URL { self }

    /// The directory file dialogs open in; no dialog is presented in a still.
    nonisolated public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View { self }
    /// An identifier under which file dialogs keep their state.
    nonisolated public func fileDialogCustomizationID(_ id: String) -> some View { self }
    /// A message shown in file dialogs.
    nonisolated public func fileDialogMessage(_ message: Text?) -> some View { self }
    /// A localized message shown in file dialogs.
    nonisolated public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View { self }
    /// A message string shown in file dialogs.
    @_disfavoredOverload
    nonisolated public func fileDialogMessage<S: StringProtocol>(_ message: S) -> some View { self }
    /// The label of a file dialog's confirm button.
    @_disfavoredOverload
    nonisolated public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> some View { self }
    /// The label of a file dialog's confirm button.
    nonisolated public func fileDialogConfirmationLabel(_ label: Text?) -> some View { self }
    /// The localized label of a file dialog's confirm button.
    nonisolated public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    /// The label of a file exporter's file name field.
    nonisolated public func fileExporterFilenameLabel(_ label: Text?) -> some View { self }
    /// The localized label of a file exporter's file name field.
    nonisolated public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    /// The label string of a file exporter's file name field.
    @_disfavoredOverload
    nonisolated public func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> some View { self }
    /// Which URLs file dialogs let the user pick.
    nonisolated public func fileDialogURLEnabled(_ predicate: Predicate<URL>) -> some View { self }
    /// Whether file importers resolve aliases.
    nonisolated public func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> some View { self }
    /// What file dialogs' browsers show.
    nonisolated public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> some View { self }
}
