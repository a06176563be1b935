/// SwiftUI's `DisclosureGroup` (iOS 14): a label with a chevron, and content shown when
/// expanded. In a `List` the label and each content view are rows of their own; elsewhere
/// they stack vertically. The chevron points right when collapsed and down when expanded,
/// in the accent color (drawn as a simple stroked path: an approximation of the SF Symbol).
public struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: () -> Content
    let isExpanded: Binding<Bool>?
    /// Built by a style's `DisclosureGroup(configuration)`: draws the default look.
    var fromConfiguration = false

    /// A collapsed group.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpanded = nil
    }

    /// A group whose expansion follows `isExpanded`.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpanded = isExpanded
    }

    /// Never called: the engine lays out the group itself.
    public var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        if let style = context.environment.disclosureGroupStyleBox, !fromConfiguration {
            let styled = onMainActor((style, label, content, isExpanded)) { input in
                let (style, label, content, isExpanded) = input
                return style.makeBody(DisclosureGroupStyleConfiguration(
                    label: .init(content: AnyView(label)), content: .init(content: AnyView(content())),
                    isExpanded: isExpanded ?? .constant(false)))
            }
            context.resolve(styled, at: .slot("styled", 0), into: &nodes)
            return
        }
        let expanded = isExpanded?.wrappedValue ?? false
        let header = onMainActor((label, expanded)) { input in
            let (label, expanded) = input
            return HStack {
                label
                Spacer()
                DisclosureChevron(expanded: expanded)
                    .fill(Color.accentColor)
                    .frame(width: 12, height: 12)
            }
        }
        var inner = context
        inner.environment.sectionHost = nil
        if context.environment.sectionHost == .list {
            inner.resolve(header, at: .slot("label", 0), into: &nodes)
            if expanded { inner.resolve(content(), at: .slot("content", 0), into: &nodes) }
        } else {
            let stack = VStack(alignment: .leading) {
                header
                if expanded { content() }
            }
            inner.resolve(stack, at: .slot("group", 0), into: &nodes)
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A collapsed group titled by a string.
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(label) })
    }

    /// A group titled by a string whose expansion follows `isExpanded`.
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(label) })
    }
}

/// The disclosure indicator: a filled chevron ">" (collapsed) or "v" (expanded) in its rect.
struct DisclosureChevron: Shape {
    let expanded: Bool

    func path(in rect: CGRect) -> Path {
        // A chevron pointing right, as fractions of the rect; expanded swaps the axes.
        let outline: [(CGFloat, CGFloat)] = [(0.22, 0.02), (0.78, 0.5), (0.22, 0.98), (0.08, 0.86), (0.5, 0.5), (0.08, 0.14)]
        var path = Path()
        for (index, point) in outline.enumerated() {
            let (u, v) = expanded ? (point.1, point.0) : point
            let p = CGPoint(x: rect.minX + u * rect.width, y: rect.minY + v * rect.height)
            if index == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }
}
