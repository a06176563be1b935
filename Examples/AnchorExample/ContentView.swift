// Verbatim from the anchor-preference seed example's ContentView (seed 001),
// compiled beside the 000 ViewPreference file; only the import is ours.
import SwatchRaster

struct ContentView: View {
    
    @State private var isFirst = true
    
    // ⭐ bounds anchor type
    var anchorType: ViewPreference.BoundsAnchorType {
        isFirst ? .first : .last
    }
    
    var body: some View {
        
        // Toggle
        Toggle("First/Last Bounds Anchor", isOn: $isFirst)
            .padding()
            .background(Color.gray)
            
        // ZStack
        ZStack {
            Color.red
            VStack {
                Text("Hello")
                    .padding()
                    .border(Color.black)
                    .report(bounds: anchorType)            // ⭐ report bounds anchor
                Text("Wonderful")
                Text("World")
                    .report(bounds: anchorType)            // ⭐ report bounds anchor
            }.background(bounds: anchorType) { bounds in   // ⭐ background with bounds  
                ZStack(alignment: .leading) {
                    Rectangle()
                        .fill(Color.orange)
                        .frame(
                            width: bounds.width/3, 
                            height: bounds.height
                        )
                        .offset(x: bounds.minX, y: bounds.minY)
                    Rectangle()
                        .fill(Color.purple)
                        .frame(
                            width: bounds.width * 2 / 3, 
                            height: bounds.height)
                        .offset(
                            x: bounds.width/3 + bounds.minX, 
                            y: bounds.minY)
                }
            }.actOnBounds(anchorType){ anchor in              // ⭐ act on reported bounds
                print(anchor)
            }
        }// ZStack
    }// body
}// ContentView
