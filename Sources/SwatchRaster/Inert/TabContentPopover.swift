// Popovers presented from a tab (iOS 18). A still presents nothing: the tab is drawn as it
// is and the popover's content is never built (docs/ARCHITECTURE.md §4.2).

extension TabContent {
    /// Presents a popover from this tab while `isPresented` is true; never in a still.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some TabContent<Self.TabValue> { self }
    /// Presents a popover from this tab for `item`; never in a still.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some TabContent<Self.TabValue> { self }
}
