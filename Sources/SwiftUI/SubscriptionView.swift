import Combine
// A public signature that names `PublisherType.Output` must import the module declaring `Publisher`.
import OpenCombine
import SwatchRaster

/// A view that runs `action` with each value `publisher` emits: SwiftUI's `SubscriptionView`,
/// which `onReceive(_:perform:)` returns on Apple. Fabula's examples name it directly. It
/// draws its content, and, like `onReceive`, subscribes to nothing in a still (§4.2).
public struct SubscriptionView<PublisherType: Publisher, Content: View>: View where PublisherType.Failure == Never {
    /// The view drawn.
    public var content: Content
    /// The publisher it would subscribe to.
    public var publisher: PublisherType
    /// What it would run with each value.
    public var action: (PublisherType.Output) -> Void

    /// A view that draws `content` and runs `action` with `publisher`'s values.
    public init(content: Content, publisher: PublisherType, action: @escaping (PublisherType.Output) -> Void) {
        self.content = content
        self.publisher = publisher
        self.action = action
    }

    public var body: some View {
        content.onReceive(publisher, perform: action)
    }
}
