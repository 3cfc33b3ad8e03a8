#include "charts/chartstyle.h"

#include <array>

namespace DriveProof::Gui::Charts {

namespace {

// Tableau's ten: distinct for most colour-blind readers in the first four.
constexpr std::array<QRgb, 8> kHues = {0x1f77b4, 0xff7f0e, 0x2ca02c, 0xd62728,
                                       0x9467bd, 0x8c564b, 0xe377c2, 0x17becf};

} // namespace

QColor mixColors(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t),
                            float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
}

QColor ChartColors::series(int index) const
{
    const QColor hue(kHues[std::size_t(index) % kHues.size()]);
    // Towards the text colour: lighter on a dark ground, darker on a light one, so each hue
    // keeps its contrast with the ground.
    return mixColors(hue, text, dark ? 0.25 : 0.1);
}

ChartColors chartColors(const QPalette &palette)
{
    ChartColors c;
    c.background = palette.color(QPalette::Active, QPalette::Base);
    c.text = palette.color(QPalette::Active, QPalette::Text);
    c.dark = c.background.lightnessF() < 0.5;
    c.grid = mixColors(c.background, c.text, 0.14);
    c.axis = mixColors(c.background, c.text, 0.45);
    // Grey halfway between ground and text: visibly "not the real thing" in both themes.
    c.baseline = mixColors(c.background, c.text, 0.42);
    c.limit = c.dark ? QColor(0xff, 0x6b, 0x6b) : QColor(0xc0, 0x1c, 0x28);
    return c;
}

} // namespace DriveProof::Gui::Charts
