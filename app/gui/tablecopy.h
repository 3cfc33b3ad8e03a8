// Copy for every table of the window: Ctrl+C and a context menu copy the selected rows
// (all rows when none is selected) with their header, as tab-separated text that pastes
// into a spreadsheet and as a Markdown table for a forum post or an issue.
#pragma once

#include <QString>

class QAbstractItemView;

namespace DriveProof::Gui {

// The rows of `view` (selected ones, else all) with the header row.
QString tableAsTabSeparated(const QAbstractItemView *view);
QString tableAsMarkdown(const QAbstractItemView *view);

// Adds "Copy" (Ctrl+C: both formats on the clipboard, text/plain tab-separated and
// text/markdown) and "Copy as Markdown" to the view's context menu.
void enableTableCopy(QAbstractItemView *view);

} // namespace DriveProof::Gui
