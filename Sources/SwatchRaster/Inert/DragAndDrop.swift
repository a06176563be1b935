import Foundation

/// Drag and drop: nothing is dragged in a still, so `onDrag` and `onDrop` compile with
/// SwiftUI's signatures and leave the picture unchanged; their closures never run.
/// The drop targets take SwiftUI's `[String]` type-identifier forms and the `[UTType]` forms
/// (the engine's minimal `UTType`, FileImporter.swift) (docs/ARCHITECTURE.md §5.19).

#if os(Linux)
/// Foundation's lazy data carrier, which Linux Foundation lacks: enough for drag-and-drop
/// code to build its providers.
open class NSItemProvider: NSObject {
    /// The type identifiers registered so far.
    open private(set) var registeredTypeIdentifiers: [String] = []
    /// The name a receiver may give the dropped file.
    open var suggestedName: String?

    /// An empty provider.
    public override init() { super.init() }
    /// A provider for an object, as `NSItemProvider(object: "text" as NSString)`.
    public convenience init(object: NSItemProviderWriting) {
        self.init()
        if object is NSString { registeredTypeIdentifiers = ["public.utf8-plain-text"] }
        if object is NSURL { registeredTypeIdentifiers = ["public.url"] }
    }
    /// A provider for a file's contents.
    public convenience init?(contentsOf fileURL: URL) {
        self.init()
        registeredTypeIdentifiers = ["public.data"]
    }
    /// Whether a registered type identifier equals `typeIdentifier`.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }

    /// What `loadItem` calls back with: the item or an error.
    public typealias CompletionHandler = @Sendable ((any NSSecureCoding)?, (any Error)?) -> Void
    /// Loads the item of `typeIdentifier`. Nothing is dropped in a still, so no provider here
    /// carries an item: `completionHandler` hears an error at once.
    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil, completionHandler: CompletionHandler? = nil) {
        completionHandler?(nil, CocoaError(.fileReadNoSuchFile))
    }
    /// Loads the item of `typeIdentifier` as data; as `loadItem`, an error at once.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        completionHandler(nil, CocoaError(.fileReadNoSuchFile))
        return Progress(totalUnitCount: 0)
    }
}

/// A value an item provider can carry.
public protocol NSItemProviderWriting: AnyObject {}
extension NSString: NSItemProviderWriting {}
extension NSURL: NSItemProviderWriting {}
#endif

/// What a drop does with its items.
public enum DropOperation: Hashable, Sendable {
    /// The drop is cancelled.
    case cancel
    /// The drop is not allowed here.
    case forbidden
    /// The items are copied.
    case copy
    /// The items are moved.
    case move
}

/// The operation a drop proposes.
public struct DropProposal: Sendable {
    /// The drop operation.
    public let operation: DropOperation
    /// The operation for drops from other apps.
    public let operationOutsideApplication: DropOperation?
    /// A proposal to perform `operation`.
    public init(operation: DropOperation) {
        self.operation = operation
        operationOutsideApplication = nil
    }
    /// A proposal with different operations inside and outside the app.
    public init(withinApplication: DropOperation, outsideApplication: DropOperation) {
        operation = withinApplication
        operationOutsideApplication = outsideApplication
    }
}

/// The state of a drop in progress; a still never has one, but delegates name the type.
public struct DropInfo {
    /// The drop point in the target view's coordinates.
    public var location: CGPoint
    let providers: [NSItemProvider]

    /// Whether any item matches one of `types`.
    public func hasItemsConforming(to types: [String]) -> Bool {
        !itemProviders(for: types).isEmpty
    }
    /// The items matching one of `types`.
    public func itemProviders(for types: [String]) -> [NSItemProvider] {
        providers.filter { provider in types.contains { provider.hasItemConformingToTypeIdentifier($0) } }
    }
}

/// Fine-grained control of a drop target; every method but `performDrop` has a default.
public protocol DropDelegate {
    /// Whether a drop of these items is accepted; `true` by default.
    func validateDrop(info: DropInfo) -> Bool
    /// Takes the dropped items; returns whether it succeeded.
    func performDrop(info: DropInfo) -> Bool
    /// A validated drop entered the view.
    func dropEntered(info: DropInfo)
    /// A validated drop moved in the view; `nil` keeps the last proposal.
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// A validated drop left the view.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    /// Accepts every drop.
    public func validateDrop(info: DropInfo) -> Bool { true }
    /// Does nothing.
    public func dropEntered(info: DropInfo) {}
    /// Keeps the last proposal.
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    /// Does nothing.
    public func dropExited(info: DropInfo) {}
}

extension View {
    /// Makes the view a drag source; nothing is dragged in a still.
    nonisolated public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }
    /// Makes the view a drag source with a custom preview; nothing is dragged in a still.
    nonisolated public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View { self }
    /// Makes the view a drop target; nothing is dropped in a still.
    nonisolated public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool) -> some View { self }
    /// Makes the view a drop target told the drop point; nothing is dropped in a still.
    nonisolated public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View { self }
    /// Makes the view a drop target run by a delegate; nothing is dropped in a still.
    nonisolated public func onDrop(of supportedTypes: [String], delegate: DropDelegate) -> some View { self }
}

extension DropInfo {
    /// Whether any item matches one of `contentTypes`.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        hasItemsConforming(to: contentTypes.map(\.identifier))
    }
    /// The items matching one of `contentTypes`.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        itemProviders(for: contentTypes.map(\.identifier))
    }
}

extension View {
    /// Makes the view a drop target for `supportedContentTypes`; nothing is dropped in a still.
    nonisolated public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View { self }
    /// Makes the view a drop target told the drop point; nothing is dropped in a still.
    nonisolated public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> some View { self }
    /// Makes the view a drop target run by a delegate; nothing is dropped in a still.
    nonisolated public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View { self }
}
