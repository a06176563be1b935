@_spi(Reflection) import Swift

/// How `StateGraph.bindDynamicProperties` finds a view type's dynamic properties.
///
/// Planned once per type (`ViewTypeCache`), from the type's field metadata: a `Mirror` of
/// every view in every pass demangled each field's type name at run time and cast each value
/// to `DynamicProperty`, which was 28 % of a 1000-color layout's instructions
/// (benchmarks/README.md, "Runtime metadata in layout").
enum FieldPlan {
    /// Reflect every instance with `Mirror`.
    case mirror
    /// Read exactly these stored properties (those whose static type is a dynamic property).
    case fields([Field])

    struct Field {
        let name: String
        let offset: Int
        let type: Any.Type
        /// `type` as a link (`@State`, `@Environment`), found once when planning, so
        /// binding does not cast every value.
        let link: (any DynamicPropertyLink.Type)?

        /// The property's value, copied out of the view's bytes.
        func load(_ raw: UnsafeRawBufferPointer) -> Any {
            func read<T>(_: T.Type) -> Any { raw.load(fromByteOffset: offset, as: T.self) }
            return _openExistential(type, do: read)
        }
    }

    /// The plan for `V`: its dynamic-property fields, or `.mirror` when a field's static type
    /// could hold a dynamic property of another type at run time (an existential, a class, an
    /// optional of one of those) or `V` is not a struct.
    static func make<V>(for view: V) -> FieldPlan {
        guard Mirror(reflecting: view).displayStyle == .struct else { return .mirror }
        var fields: [Field] = []
        var plannable = true
        let complete = _forEachField(of: V.self, options: []) { name, offset, type, kind in
            if isDynamicProperty(type) {
                fields.append(Field(name: String(cString: name), offset: offset, type: type,
                                    link: type as? any DynamicPropertyLink.Type))
                return true
            }
            if holdsOnlyItsOwnType(kind) || (kind == .optional && optionalHoldsNoDynamicProperty(type)) {
                return true
            }
            // An existential or class field may hold one: reflect instead.
            plannable = false
            return false
        }
        return complete && plannable ? .fields(fields) : .mirror
    }

    private static func isDynamicProperty(_ type: Any.Type) -> Bool {
        type is DynamicPropertyLink.Type || type is DynamicProperty.Type
    }

    /// Values of a struct, enum, tuple, function or metatype field all have the field's very
    /// type; if that is no dynamic property, neither is the value (`Mirror` does not look
    /// inside them either).
    private static func holdsOnlyItsOwnType(_ kind: _MetadataKind) -> Bool {
        switch kind {
        case .struct, .enum, .tuple, .function, .metatype: return true
        default: return false
        }
    }

    /// Whether an `Optional` field can never hold a dynamic property: its wrapped type (through
    /// nested optionals) is one of the kinds above and no dynamic property itself. A swatch's
    /// `note: String?` made the sheet's swatch view fall back to `Mirror` before.
    /// (`Mirror` casts an optional's payload: `State<Int>?` would be bound, so it is not
    /// planned here.)
    private static func optionalHoldsNoDynamicProperty(_ type: Any.Type) -> Bool {
        guard let optional = type as? any OptionalFieldType.Type else { return false }
        let wrapped = optional.wrappedFieldType
        if isDynamicProperty(wrapped) { return false }
        let kind = metadataKind(of: wrapped)
        if kind == .optional { return optionalHoldsNoDynamicProperty(wrapped) }
        return holdsOnlyItsOwnType(kind)
    }

    /// The metadata kind of `type`, read as the kind of a one-field struct's field (the
    /// standard library offers the kind only through `_forEachField`).
    private static func metadataKind(of type: Any.Type) -> _MetadataKind {
        func kind<T>(_: T.Type) -> _MetadataKind {
            var result = _MetadataKind.unknown
            _forEachField(of: KindProbe<T>.self, options: []) { _, _, _, kind in
                result = kind
                return false
            }
            return result
        }
        return _openExistential(type, do: kind)
    }
}

/// A struct with one field of type `T`, whose field metadata tells `T`'s kind.
private struct KindProbe<T> {
    var value: T
}

/// `Optional`'s wrapped type, for planning optional fields.
private protocol OptionalFieldType {
    static var wrappedFieldType: Any.Type { get }
}

extension Optional: OptionalFieldType {
    fileprivate static var wrappedFieldType: Any.Type { Wrapped.self }
}
