/// `preference(key:value:)`'s view (`@usableFromInline`: see `NodeModifier`).
@usableFromInline
struct PreferenceWriter<Content: View, K: PreferenceKey>: View, PrimitiveView {
    let content: Content
    let value: K.Value
    @usableFromInline var body: Never { primitiveBody() }
    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        context.resolveHere(content, into: &nodes) { node, _ in PreferenceWriterNode<K>(path: context.path, child: node, value: value) }
    }
}

struct PreferenceTransformer<Content: View, K: PreferenceKey>: View, PrimitiveView {
    let content: Content
    let transform: (inout K.Value, CGRect) -> Void
    var body: Never { primitiveBody() }
    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        context.resolveHere(content, into: &nodes) { node, _ in PreferenceTransformNode<K>(path: context.path, child: node, transform: transform) }
    }
}

/// `onPreferenceChange`'s view (`@usableFromInline`: see `NodeModifier`).
@usableFromInline
struct PreferenceObserver<Content: View, K: PreferenceKey>: View, PrimitiveView where K.Value: Equatable {
    let content: Content
    let action: (K.Value) -> Void
    @usableFromInline var body: Never { primitiveBody() }
    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        context.resolveHere(content, into: &nodes) { node, index in
            PreferenceObserverNodeOf<K>(path: context.path.appending(.index(index)), child: node, action: action)
        }
    }
}

struct PreferenceReader<Content: View, K: PreferenceKey, Secondary: View>: View, PrimitiveView {
    let content: Content
    let placement: SecondaryContentNode.Placement
    var alignment: Alignment = .center
    let transform: (K.Value) -> Secondary
    var body: Never { primitiveBody() }
    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        let transform = self.transform
        context.resolveHere(content, into: &nodes) { node, index in
            PreferenceReaderNode<K>(path: context.path, primary: node, placement: placement, alignment: alignment) { value in
                context.resolveSingle(transform(value), at: .slot("preferenceValue", index))
            }
        }
    }
}

extension View {
    /// Sends `value` up the tree under `key`, replacing what this view's children sent.
    @inlinable
    nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        preferenceWriter(K.self, value)
    }

    /// `preference(key:value:)`'s view.
    @usableFromInline
    nonisolated func preferenceWriter<K: PreferenceKey>(_: K.Type, _ value: K.Value) -> PreferenceWriter<Self, K> {
        PreferenceWriter<Self, K>(content: self, value: value)
    }

    /// Edits the value this subtree sends under `key`.
    nonisolated public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        PreferenceTransformer<Self, K>(content: self) { value, _ in callback(&value) }
    }

    /// Sends an anchor taken from this view's geometry (e.g. `.bounds`) up under `key`.
    nonisolated public func anchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        PreferenceTransformer<Self, K>(content: self) { current, frame in current = transform(value.make(frame)) }
    }

    /// Edits this subtree's value for `key` with an anchor taken from this view's geometry.
    nonisolated public func transformAnchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        PreferenceTransformer<Self, K>(content: self) { current, frame in transform(&current, value.make(frame)) }
    }

    /// Runs `action` after layout whenever this subtree's value for `key` changes (the first
    /// value counts as a change); state it writes triggers another layout pass.
    @inlinable
    nonisolated public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        preferenceObserver(K.self, action)
    }

    /// `onPreferenceChange`'s view.
    @usableFromInline
    nonisolated func preferenceObserver<K: PreferenceKey>(_: K.Type, _ action: @escaping (K.Value) -> Void) -> PreferenceObserver<Self, K> where K.Value: Equatable {
        PreferenceObserver<Self, K>(content: self, action: action)
    }

    /// Draws a view built from this subtree's value for `key` behind it, at its size.
    @_disfavoredOverload
    nonisolated public func backgroundPreferenceValue<K: PreferenceKey, T: View>(_ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> T) -> some View {
        PreferenceReader<Self, K, T>(content: self, placement: .background, transform: transform)
    }

    /// Draws a view built from this subtree's value for `key` over it, at its size.
    @_disfavoredOverload
    nonisolated public func overlayPreferenceValue<K: PreferenceKey, T: View>(_ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> T) -> some View {
        PreferenceReader<Self, K, T>(content: self, placement: .overlay, transform: transform)
    }

    /// Draws a view built from this subtree's value for `key` behind it, placed in its
    /// frame at `alignment` (iOS 16).
    nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        PreferenceReader<Self, K, V>(content: self, placement: .background, alignment: alignment, transform: transform)
    }

    /// Draws a view built from this subtree's value for `key` over it, placed in its frame
    /// at `alignment` (iOS 16).
    nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        PreferenceReader<Self, K, V>(content: self, placement: .overlay, alignment: alignment, transform: transform)
    }
}
