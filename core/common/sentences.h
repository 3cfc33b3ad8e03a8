// Whole translated sentences put side by side, and text that must stay left-to-right inside
// right-to-left text. Never glue translated pieces of one sentence together: a translator
// must see the whole sentence (tests/style/tr-fragments.py fails on tr(...) + ...).
#pragma once

#include <QString>
#include <QStringList>

namespace DriveProof {

// Complete sentences, each ending in its own full stop, as one paragraph: separated by a
// space, except after a sentence that ends in an ideographic full stop (Japanese and Chinese
// write "…です。次の…" without one). Empty sentences are left out.
QString joinSentences(const QStringList &sentences);

} // namespace DriveProof
