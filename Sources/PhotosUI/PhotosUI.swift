import Foundation
import SwatchRaster

// `import PhotosUI` on Linux (docs/ARCHITECTURE.md §2.7): SwiftUI's `PhotosPicker` and the
// item it binds. There is no photo library; the picker draws as the button it shows on iOS
// (its label), and the binding never receives an item.

/// A photo picked from the library: PhotosUI's `PhotosPickerItem`.
public struct PhotosPickerItem: Equatable, Hashable, Sendable {
    /// The item's identifier in the library.
    public let itemIdentifier: String?
    /// An item with `itemIdentifier`.
    public init(itemIdentifier: String) { self.itemIdentifier = itemIdentifier }
    /// Loads the item as `type`; there is no library, so nothing loads.
    public func loadTransferable<T>(type: T.Type) async throws -> T? { nil }
}

/// Which assets a picker shows: PhotosUI's `PHPickerFilter`.
public struct PHPickerFilter: Equatable, Hashable, Sendable {
    let name: String
    /// Photos.
    public static let images = PHPickerFilter(name: "images")
    /// Videos.
    public static let videos = PHPickerFilter(name: "videos")
    /// Live Photos.
    public static let livePhotos = PHPickerFilter(name: "livePhotos")
    /// Screenshots.
    public static let screenshots = PHPickerFilter(name: "screenshots")
    /// Any of `filters`.
    public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: "any") }
    /// All but `filter`.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(name: "not") }
}

/// How a picker orders the library.
public enum PhotosPickerSelectionBehavior: Sendable { case `default`, ordered, continuous, continuousAndOrdered }

/// SwiftUI's `PhotosPicker`: drawn as its label, the button that opens the picker on iOS.
public struct PhotosPicker<Label: View>: View {
    let label: Label

    /// A picker of one item with a custom label.
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// A picker of several items with a custom label.
    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// The label, drawn as a button.
    public var body: some View { Button(action: {}) { label } }
}

extension PhotosPicker where Label == Text {
    /// A picker of one item titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.label = Text(title)
    }
    /// A picker of several items titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.label = Text(title)
    }
}

extension PhotosPickerItem {
    /// How an item's file format is chosen.
    public enum EncodingDisambiguationPolicy: Sendable { case automatic, current, compatible }
}

extension View {
    /// Presents a picker when `isPresented` is true; nothing is presented in a still.
    nonisolated public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View { self }
    /// Presents a picker of several items; nothing is presented in a still.
    nonisolated public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View { self }
}
