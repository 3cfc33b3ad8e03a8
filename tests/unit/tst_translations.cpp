// Every .ts file must be complete: no unfinished, vanished or obsolete entries, and each
// translation carries exactly the placeholders of its source (%1..%99, %L1, %n).
// CI fails the day a new string is left untranslated.
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

namespace {

QStringList placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%L?(\\d{1,2}|n)"));
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found << it.next().captured(0).remove(QLatin1Char('L'));
    found.sort();
    found.removeDuplicates();
    return found;
}

struct Message
{
    QString context;
    QString source;
    QString translationType;
    QStringList translations; // one, or the numerus forms
};

QList<Message> readTs(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read ") + path;
        return {};
    }
    QList<Message> messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const QStringView name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            current = Message{context, {}, {}, {}};
        } else if (name == QLatin1String("source")) {
            current.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            current.translationType = xml.attributes().value(QLatin1String("type")).toString();
            // Either plain text or <numerusform> children.
            QString text;
            while (!(xml.isEndElement() && xml.name() == QLatin1String("translation")) &&
                   !xml.atEnd()) {
                xml.readNext();
                if (xml.isCharacters())
                    text += xml.text();
                else if (xml.isStartElement() && xml.name() == QLatin1String("numerusform"))
                    current.translations << xml.readElementText();
            }
            if (current.translations.isEmpty())
                current.translations << text;
            messages << current;
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1: %2").arg(path, xml.errorString());
    return messages;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT
private slots:
    void complete_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(QStringLiteral(DRIVEPROOF_SOURCE_DIR "/translations"));
        const QStringList files = dir.entryList({QStringLiteral("*.ts")});
        QVERIFY(!files.isEmpty());
        for (const QString &f : files)
            QTest::newRow(qPrintable(f)) << dir.filePath(f);
    }
    void complete()
    {
        QFETCH(QString, path);
        QString error;
        const QList<Message> messages = readTs(path, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(!messages.isEmpty(), "no messages: run the update_translations target");
        QStringList problems;
        for (const Message &m : messages) {
            const QString where =
                m.context + QStringLiteral(": \"") + m.source.left(60) + QLatin1Char('"');
            if (!m.translationType.isEmpty()) {
                problems << QStringLiteral("%1 is %2").arg(where, m.translationType);
                continue;
            }
            for (const QString &t : m.translations) {
                if (t.trimmed().isEmpty())
                    problems << where + QStringLiteral(" has an empty translation");
                else if (placeholders(t) != placeholders(m.source))
                    problems << QStringLiteral("%1: placeholders %2 became %3")
                                    .arg(where, placeholders(m.source).join(QLatin1Char(',')),
                                         placeholders(t).join(QLatin1Char(',')));
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }
    void placeholderScanner()
    {
        // The checker itself must see what matters.
        QCOMPARE(placeholders(QStringLiteral("%1 of %L2, %n file(s), 100%")),
                 (QStringList{QStringLiteral("%1"), QStringLiteral("%2"), QStringLiteral("%n")}));
        QVERIFY(placeholders(QStringLiteral("%1 %2")) != placeholders(QStringLiteral("%1 %1")));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
