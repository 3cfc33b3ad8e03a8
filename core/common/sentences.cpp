#include "sentences.h"

namespace DriveProof {

namespace {

// Full-width sentence ends (CJK) carry their own spacing.
bool endsWide(const QString &sentence)
{
    if (sentence.isEmpty())
        return false;
    const char16_t last = sentence.back().unicode();
    return last == u'。' || last == u'！' || last == u'？' || last == u'．';
}

} // namespace

QString joinSentences(const QStringList &sentences)
{
    QString text;
    for (const QString &sentence : sentences) {
        if (sentence.isEmpty())
            continue;
        if (!text.isEmpty() && !endsWide(text))
            text += QLatin1Char(' ');
        text += sentence;
    }
    return text;
}

} // namespace DriveProof
