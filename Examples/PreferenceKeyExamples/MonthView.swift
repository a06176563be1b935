import SwatchRaster

/// MonthView: every day cell reports its frame in the "month" space; the collected frames
/// (`Frames = AllValues<CGRect>`) draw the outlines in an overlay.
typealias Frames = AllValues<CGRect>

struct MonthView: View {
    @State private var frames: [CGRect] = []

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("November 2026").font(.headline)
            ForEach(0..<5) { week in
                HStack(spacing: 4) {
                    ForEach(1...7, id: \.self) { weekday in
                        let day = week * 7 + weekday
                        Text(day <= 30 ? "\(day)" : "")
                            .frame(width: 32, height: 32)
                            .background(GeometryReader { geo in
                                Color.clear.preference(key: Frames.self, value: day <= 30 ? [geo.frame(in: .named("month"))] : [])
                            })
                    }
                }
            }
        }
        .padding()
        .coordinateSpace(name: "month")
        .onPreferenceChange(Frames.self) { frames = $0 }
        .overlay(alignment: .topLeading) {
            ForEach(frames.indices, id: \.self) { index in
                RoundedRectangle(cornerRadius: 8)
                    .stroke(Color.blue, lineWidth: 1.5)
                    .frame(width: frames[index].width, height: frames[index].height)
                    .offset(x: frames[index].minX, y: frames[index].minY)
            }
        }
    }
}
