import SwatchRaster

/// A weather backdrop as apps draw one: a `Canvas` that resolves one symbol image and draws it
/// a few hundred times, each copy of the context moved, turned, scaled and faded. Weather apps
/// (rain, snow, stars) draw their particle fields this way, and each draw used to cost a
/// canvas-sized layer; preview-bench times it as "screen-particles".
struct ParticleCanvas: View {
    /// How many particles the field draws.
    let count: Int

    var body: some View {
        Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(red: 0.1, green: 0.15, blue: 0.3)))
            let drop = context.resolve(Image(systemName: "drop.fill"))
            var random = ParticleRandom(seed: 42)
            for _ in 0..<count {
                var copy = context
                copy.opacity = 0.3 + 0.7 * random.next()
                copy.translateBy(x: random.next() * size.width, y: random.next() * size.height)
                copy.rotate(by: .degrees(-30 + 60 * random.next()))
                let scale = 0.5 + random.next()
                copy.scaleBy(x: scale, y: scale)
                copy.draw(drop, at: .zero)
            }
        }
        .foregroundStyle(.white)
    }
}

/// A fixed sequence of numbers in 0..<1, so the field is the same on every run.
struct ParticleRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> CGFloat {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return CGFloat(state >> 11) / CGFloat(1 << 53)
    }
}
