import SwatchRaster

/// The lecture's layoutPriority example: "Important" keeps its ideal width, the fixed-size
/// square (standing in for the SF Symbol) comes next, "Unimportant" is elided.
struct PriorityView: View {
    var body: some View {
        HStack {
            Text("Important").layoutPriority(100)
            Color.blue.frame(width: 20, height: 20)
            Text("Unimportant")
        }
        .lineLimit(1)
    }
}
