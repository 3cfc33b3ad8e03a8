// Colours for the charts, taken from the widget's palette so that a chart reads on light
// and dark themes alike (after gnome-disk-utility's benchmark dialog): the chart's ground is
// the palette's Base, its text the palette's Text, the grid a faint mix of the two; series
// take fixed hues, lightened on dark grounds and darkened on light ones.
#pragma once

#include <QColor>
#include <QList>
#include <QPalette>

namespace DriveProof::Gui::Charts {

struct ChartColors
{
    QColor background; // the chart's ground (QPalette::Base)
    QColor text;       // titles, labels, legend (QPalette::Text)
    QColor grid;       // grid lines: Text at low strength over Base
    QColor axis;       // axis lines: Text at medium strength over Base
    QColor baseline;   // non-durable baselines, drawn apart from durable numbers
    QColor limit;      // reference lines: the RPM/60 limit
    bool dark = false; // the ground is dark

    // The colour of the n-th series (cycling), readable on `background`.
    QColor series(int index) const;
};

ChartColors chartColors(const QPalette &palette);

// a*(1-t) + b*t, per channel.
QColor mixColors(const QColor &a, const QColor &b, double t);

} // namespace DriveProof::Gui::Charts
