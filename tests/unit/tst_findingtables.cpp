// Walks every module's findings table (common/findingtable.h, issue 26): codes unique and
// under the module's prefix, each row worded from its example in every language DriveProof
// speaks with no placeholder left, and every code the module's own sources name is a row,
// so a finding cannot be made without its severity, arguments and wording in the table.
#include "cache/cachefindings.h"
#include "capacity/findings.h"
#include "common/translations.h"
#include "flash/trimfindings.h"
#include "health/healthreasons.h"
#include "health/lbaformats.h"
#include "health/usage.h"
#include "powerloss/session.h"
#include "report/selftesthistory.h"
#include "suites/verdicts.h"

#include <QDirIterator>
#include <QRegularExpression>
#include <QSet>
#include <QtTest>

using namespace DriveProof;

namespace {

struct Module
{
    const char *name;
    const FindingTable *table;
    QString codePattern; // the codes' shape: prefix and words
    QString folder;      // under core/
};

QList<Module> modules()
{
    const QString suites = QStringLiteral(
        "(?:commit|sustained|surface|hybrid|target|environment|stability|expect|heat)");
    return {
        {"cache", &Cache::findingTable(), QStringLiteral("cache\\.[a-z0-9.-]+"),
         QStringLiteral("cache")},
        {"health", &Health::reasonTable(), QStringLiteral("health\\.(?!usage|lbaf)[a-z0-9.-]+"),
         QStringLiteral("health")},
        {"usage", &Health::usageTable(), QStringLiteral("health\\.usage\\.[a-z0-9.-]+"),
         QStringLiteral("health")},
        {"lbaf", &Health::lbaFormatTable(), QStringLiteral("health\\.lbaf\\.[a-z0-9.-]+"),
         QStringLiteral("health")},
        {"suites", &Suites::findingTable(), suites + QStringLiteral("\\.[a-z0-9.-]+"),
         QStringLiteral("suites")},
        {"capacity", &Capacity::findingTable(), QStringLiteral("capacity\\.[a-z0-9.-]+"),
         QStringLiteral("capacity")},
        {"trim", &Flash::findingTable(), QStringLiteral("trim\\.[a-z0-9.-]+"),
         QStringLiteral("flash")},
        {"selftest", &Report::selfTestTable(), QStringLiteral("selftest\\.[a-z-]+"),
         QStringLiteral("report")},
        // The power-loss preflight's codes predate the prefixes; JSON readers know them so.
        {"preflight", &PowerLoss::preflightTable(),
         QStringLiteral("virtual-machine|on-battery|usb-bridge|cache-on|no-unsafe-[a-z-]+"),
         QStringLiteral("powerloss")},
    };
}

// The codes a folder's sources name as string literals. Lines that name a measurement key
// ("commit.s1.fdatasync", step.key = "surface.read"), includes and comments are no findings.
QSet<QString> codesInSources(const QString &folder, const QString &pattern)
{
    const QRegularExpression literal(QStringLiteral("\"(%1)\"").arg(pattern));
    QSet<QString> out;
    QDirIterator it(QStringLiteral(DRIVEPROOF_SOURCE_DIR "/core/") + folder,
                    {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files);
    while (it.hasNext()) {
        QFile file(it.next());
        if (!file.open(QIODevice::ReadOnly))
            continue;
        for (const QString &line : QString::fromUtf8(file.readAll()).split(u'\n')) {
            if (line.contains(QLatin1String("key"), Qt::CaseInsensitive) ||
                line.trimmed().startsWith(u'#') || line.trimmed().startsWith(u'/'))
                continue;
            for (const auto &m : literal.globalMatch(line))
                out.insert(m.captured(1));
        }
    }
    return out;
}

QString wording(const FindingTable &table, const FindingRow &row)
{
    Finding f;
    f.code = QString::fromLatin1(row.code);
    f.severity = row.severity;
    f.arguments = row.example;
    return table.text(f);
}

} // namespace

class TestFindingTables : public QObject
{
    Q_OBJECT
private slots:
    void codesAreUniqueAndPrefixed()
    {
        for (const Module &m : modules()) {
            const QRegularExpression shape(QRegularExpression::anchoredPattern(m.codePattern));
            QSet<QString> seen;
            for (const FindingRow &row : m.table->rows()) {
                const QString code = QString::fromLatin1(row.code);
                QVERIFY2(shape.match(code).hasMatch(),
                         qPrintable(QLatin1String(m.name) + u' ' + code));
                QVERIFY2(!seen.contains(code), qPrintable(QStringLiteral("twice: ") + code));
                seen.insert(code);
                QCOMPARE(m.table->make(code, row.example).severity, row.severity);
            }
            QVERIFY(seen.size() >= 3);
        }
    }

    // Every literal code in a module's sources is a row of its table: a code made with a
    // literal that no row has would get no severity of its own (and no test of its words).
    void everyCodeInTheSourcesIsARow()
    {
        for (const Module &m : modules()) {
            const QSet<QString> named = codesInSources(m.folder, m.codePattern);
            QVERIFY2(named.size() >= m.table->rows().size() / 2, m.name);
            for (const QString &code : named)
                QVERIFY2(m.table->row(code), qPrintable(QStringLiteral("%1 names %2, which its "
                                                                       "table lacks")
                                                            .arg(QLatin1String(m.name), code)));
        }
    }

    // Each row in every language: words, and no %1, %L2 or %n left unfilled. ("%42.2" is
    // Turkish for 42.2 %: the tables' example percentages have two digits.)
    void everyRowIsWordedInEveryLanguage()
    {
        const QRegularExpression placeholder(QStringLiteral("%L?[1-9](?![0-9.,])|%n\\b"));
        const QStringList languages = availableLanguages();
        QVERIFY(languages.size() >= 20);
        for (const QString &language : languages) {
            QVERIFY(installLanguage(*QCoreApplication::instance(), language));
            for (const Module &m : modules()) {
                for (const FindingRow &row : m.table->rows()) {
                    const QString text = wording(*m.table, row);
                    const QString where = QStringLiteral("%1 %2: \"%3\"")
                                              .arg(language, QLatin1String(row.code), text);
                    QVERIFY2(text.size() >= 10, qPrintable(where));
                    QVERIFY2(!placeholder.match(text).hasMatch(), qPrintable(where));
                }
            }
        }
        QVERIFY(installLanguage(*QCoreApplication::instance(), QStringLiteral("en")));
    }

    // The German catalogue words the rows (a row whose source text is missing from the
    // catalogues would stay English there).
    void rowsAreTranslated()
    {
        QStringList english;
        for (const Module &m : modules())
            for (const FindingRow &row : m.table->rows())
                english << wording(*m.table, row);
        QVERIFY(installLanguage(*QCoreApplication::instance(), QStringLiteral("de")));
        int i = 0;
        for (const Module &m : modules()) {
            for (const FindingRow &row : m.table->rows()) {
                const QString german = wording(*m.table, row);
                // The helper's sentence is the argument itself, in whatever language it came.
                if (!QByteArray(row.code).endsWith("helper-sentence"))
                    QVERIFY2(german != english.at(i), row.code);
                ++i;
            }
        }
        QVERIFY(installLanguage(*QCoreApplication::instance(), QStringLiteral("en")));
    }
};

QTEST_GUILESS_MAIN(TestFindingTables)
#include "tst_findingtables.moc"
