// Findings over D-Bus (common/finding.h): each one an a{sv} of code, severity and arguments,
// the list an av. Shared by every reply that carries findings (the helper's write-cache and
// health replies), so a reader words them in its own language and tells an older helper's
// sentence list apart from a malformed reply the same way everywhere.
#pragma once

#include "common/finding.h"

#include <QVariant>
#include <QVariantList>
#include <QVariantMap>

namespace DriveProof {

// What QtDBus hands over for a nested container (a QDBusArgument, a QDBusVariant) as plain
// QVariantList / QVariantMap values; anything else as it is.
QVariant plainDBusVariant(const QVariant &value);

QVariantMap findingToVariantMap(const Finding &finding);
QVariantList findingsToVariantList(const QList<Finding> &findings);

struct FindingsFromVariant
{
    enum class Form {
        Absent,      // no value: an empty list
        Codes,       // this version's av of a{sv}: `findings`
        Sentences,   // a helper from before the codes sent an "as": `sentences`, as they came
        NotAList,    // neither: the reply is malformed
        MissingCode, // an item has no code: the reply is malformed
    };
    Form form = Form::Absent;
    QList<Finding> findings;
    QStringList sentences;
};

// Reads a reply's findings value; the caller says what a malformed one means, in its words.
FindingsFromVariant findingsFromVariant(const QVariant &raw);

} // namespace DriveProof
