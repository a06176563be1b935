import SwatchRaster

/// One preview as a tool sees it: where it was written, its name and traits, and the
/// closure that builds its view (§2.8).
public struct PreviewRecord: CustomStringConvertible {
    /// How the preview was declared.
    public enum Source: Hashable, Sendable {
        /// A `#Preview` at `fileID`:`line`:`column`.
        case macro(fileID: String, line: Int, column: Int)
        /// The `index`th top-level view of a `PreviewProvider` type's `previews`. Nothing in
        /// the binary says where that type was written, so there is no file or line.
        case provider(typeName: String, index: Int)
    }

    /// The module that declares the preview.
    public let module: String
    /// Where the preview comes from.
    public let source: Source
    /// The name given in source (`#Preview("Name")`, `.previewDisplayName`), or `nil`.
    public let name: String?
    /// The traits given in source (for a provider, those its modifiers set).
    public let traits: [PreviewTrait<Preview.ViewTraits>]
    /// The device named by `.previewDevice`, if any.
    public let device: PreviewDevice?
    /// Builds the view, on the main actor as Xcode does.
    public let makeView: @MainActor () -> any View

    /// `#fileID` of a `#Preview`, `nil` for a provider.
    public var fileID: String? {
        if case .macro(let fileID, _, _) = source { return fileID }
        return nil
    }

    /// The line of a `#Preview`, `nil` for a provider.
    public var line: Int? {
        if case .macro(_, let line, _) = source { return line }
        return nil
    }

    /// The name Xcode's canvas would show: the given name, else the provider's type name, else
    /// the file name and line (`ContentView.swift:42`), as the canvas labels unnamed previews.
    public var displayName: String {
        if let name { return name }
        switch source {
        case .macro(let fileID, let line, _):
            return "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)"
        case .provider(let typeName, let index):
            return index == 0 ? typeName : "\(typeName) \(index + 1)"
        }
    }

    /// One line: `Module/File.swift:12 "Name" [sizeThatFitsLayout, landscapeLeft]`.
    public var description: String {
        let place: String
        switch source {
        case .macro(let fileID, let line, _): place = "\(fileID):\(line)"
        case .provider(let typeName, let index): place = "\(module).\(typeName)#\(index)"
        }
        let named = name.map { " \"\($0)\"" } ?? ""
        return "\(place)\(named) [\(traits.map(\.description).joined(separator: ", "))]"
    }

    /// The layout the traits ask for: the last layout trait, else the device's screen.
    public var layout: PreviewLayout {
        for trait in traits.reversed() {
            if case .layout(let layout) = trait.value { return layout }
        }
        return .device
    }

    /// The orientation the traits ask for: the last orientation trait, else portrait.
    public var orientation: InterfaceOrientation {
        for trait in traits.reversed() {
            if case .orientation(let orientation) = trait.value { return orientation }
        }
        return .portrait
    }
}
