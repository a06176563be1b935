// Verbatim from the project's first seed example (its Swatch tab); only the import differs.
import SwatchRaster

struct Swatch: View {
    
    let color: Color                      // swatch color
    let preferedWidth: CGFloat            // prefered swatch width
    
    // ⭐ state var without initial value
    @State private var width: CGFloat     // swatch width

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            color
                // ⭐ swatch width is flexible (height is fixed)
                .frame(width: width, height: preferedWidth)
            Text(".\(color.name)")      // 🌀 Color extension
                .fixedSize()            // ⭐ text no wrap
                .actOnSelfWidth {       // 👔 ViewPreference
                    // ⭐ if text width > prefered width, change swatch watch
                    if $0 > preferedWidth { width = $0 }
                }
        }
        .padding(4)
        .border(Color.label3)
    }
}

extension Swatch {
    // ---------------------------
    //     ✨ init State var ✨
    // ---------------------------
    init(_ color: Color, preferedWidth width: CGFloat = 60) {
        self.color = color
        self.preferedWidth = width
        // ⭐ state var initialized in an init
        //    swatch width = prefered width (at first)
        _width = State(initialValue: width)    
    }
}

struct ContentView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 20){
            swatchPad("Label Colors", Color.labelColors)
            swatchPad("Fill Colors", Color.fillColors)
            swatchPad("Content Backgrounds", Color.backgrounds)
            swatchPad("Grouped Content Backgrounds", Color.groupedContentBackgrounds)
        }
    }
}

extension ContentView {
    // a row of Swatches
    func swatchPad(
        _ title : String, 
        _ colors: [Color], 
        spacing : CGFloat? = nil
    ) -> some View 
    {
        VStack(alignment: .leading) {
            Text(title).font(.title)
            HStack(spacing: spacing) { 
                ForEach(colors, id: \.self){ 
                    Swatch($0)                 // 📦 Swatch
                } 
            }
        }
    }
}
