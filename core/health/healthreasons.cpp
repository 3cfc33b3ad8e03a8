// The sentences of core/health's reasons: made here only, from the code and the arguments,
// in the language of the process that shows them. The source texts are those the reasons
// had when they were made where judged, so the catalogues still hold them.
#include "healthreasons.h"

#include "common/sentences.h"
#include "healthtr.h"

#include <QLocale>

#include <climits>

namespace DriveProof::Health {

namespace {

bool is(const Finding &f, const char *code)
{
    return f.code == QLatin1String(code);
}

// A count for a %n plural: clamped to int, since tr() takes an int.
int count(const QString &argument)
{
    return int(qBound<qint64>(0, argument.toLongLong(), qint64(INT_MAX)));
}

QString ataText(const Finding &f)
{
    using namespace ReasonCode;
    const QStringList &a = f.arguments;
    if (is(f, kAtaNotAssessed))
        //: %1 the system's error text
        return Tr::tr("The drive's SMART data could not be assessed: %1.").arg(a.value(0));
    if (is(f, kAtaGood))
        return Tr::tr("The drive's SMART self-assessment passed, it reports no bad "
                      "sectors, and no attribute is or was past its threshold.");
    if (is(f, kAtaBadAttributeInThePast))
        return Tr::tr("An attribute that predicts failure was past its threshold in the "
                      "past. Keep backups and watch this drive.");
    if (is(f, kAtaBadSectors))
        //: %n number of bad sectors
        return Tr::tr("The drive has %n bad sector(s) (reallocated or waiting to be). "
                      "Keep backups and check again soon: a growing number means the "
                      "drive is wearing out.",
                      nullptr, qMin(count(a.value(0)), 1 << 30));
    if (is(f, kAtaBadAttributeNow))
        return Tr::tr("An attribute that predicts failure is past its threshold now: the "
                      "drive expects to fail. Back up your data and replace the drive.");
    if (is(f, kAtaBadSectorsMany))
        return Tr::tr("The drive has more bad sectors than its threshold allows. Back up "
                      "your data and replace the drive.");
    if (is(f, kAtaBadStatus))
        return Tr::tr("The drive's own SMART self-assessment says it is failing. Back up "
                      "your data now and replace the drive.");
    if (is(f, kAtaUnknownAssessment))
        return Tr::tr("libatasmart gave an assessment this version of DriveProof does not know.");
    if (is(f, kAtaSmartOff))
        return Tr::tr("SMART is switched off on this drive, so it reports no health "
                      "data. DriveProof does not switch it on by itself; 'smartctl "
                      "-s on' does.");
    if (is(f, kAtaOldAgeFailingNow))
        //: %1 attribute number, %2 its name, %3 its value now, %4 the threshold
        return Tr::tr("Attribute %1 (%2) is at %3, at or below its threshold of %4: the part "
                      "it watches is worn out or failing, though the drive does not count it "
                      "as a failure prediction.")
            .arg(a.value(0), a.value(1), a.value(2), a.value(3));
    if (is(f, kAtaFieldRisk)) {
        const QLocale locale;
        const auto pct = [&](const QString &v) {
            //: a percentage; %1 the number, e.g. "42.2"
            return Tr::tr("%1%").arg(locale.toString(v.toDouble(), 'f', 1));
        };
        //: %1 attribute number, %2 its name, %3 its raw count, %4 and %5 percentages,
        //: %6 the study it comes from
        QString text = Tr::tr("Attribute %1 (%2) counts %3. Of the hard drives Backblaze saw "
                              "fail, %4 had it above zero, against %5 of those still working "
                              "(%6).")
                           .arg(a.value(0), a.value(1), locale.toString(a.value(2).toLongLong()),
                                pct(a.value(3)), pct(a.value(4)), a.value(5));
        if (!a.value(6).isEmpty())
            //: %1 how many times, e.g. "14", %2 the study it comes from
            text = joinSentences({text, Tr::tr("In Google's fleet, drives were %1 times as "
                                               "likely to fail within 60 days after the first "
                                               "such event (%2).")
                                            .arg(a.value(6), a.value(7))});
        return text;
    }
    if (is(f, kAtaStatusUnknown))
        return Tr::tr("The drive's answer to SMART RETURN STATUS did not come back (the registers "
                      "were missing or not a known answer), so its own assessment is unknown; the "
                      "attributes are shown as read.");
    return {};
}

QString nvmeCriticalText(const Finding &f)
{
    using namespace ReasonCode;
    if (is(f, kNvmeSpareBelowThreshold))
        return Tr::tr("Critical warning: the spare capacity has fallen below the "
                      "drive's threshold.");
    if (is(f, kNvmeTemperatureWarning))
        return Tr::tr("Critical warning: the temperature is outside the drive's "
                      "limits.");
    if (is(f, kNvmeReliabilityDegraded))
        return Tr::tr("Critical warning: the drive's reliability is degraded by "
                      "media errors or an internal error. Back up its data.");
    if (is(f, kNvmeReadOnly))
        return Tr::tr("Critical warning: the drive has made its media read-only. "
                      "Copy its data elsewhere.");
    if (is(f, kNvmeBackupFailed))
        return Tr::tr("Critical warning: the backup for the drive's volatile memory "
                      "has failed, so cached writes may be lost at a power cut.");
    if (is(f, kNvmePmrReadOnly))
        return Tr::tr("Critical warning: the drive's persistent memory region has "
                      "become read-only.");
    if (is(f, kNvmeUnknownCriticalBit))
        //: %1 bit number of the NVMe critical warning byte
        return Tr::tr("Critical warning: bit %1, which this version of "
                      "DriveProof does not know, is set.")
            .arg(f.arguments.value(0).toInt());
    return {};
}

QString nvmeText(const Finding &f)
{
    using namespace ReasonCode;
    const QStringList &a = f.arguments;
    if (is(f, kNvmeSpareLow))
        //: %1 spare capacity left in percent, %2 the drive's threshold in percent
        return Tr::tr("Only %L1% spare capacity is left, below the drive's "
                      "threshold of %L2%.")
            .arg(a.value(0).toInt())
            .arg(a.value(1).toInt());
    if (is(f, kNvmeEnduranceExceeded))
        //: %1 percentage of the rated endurance used, 100 or more
        return Tr::tr("The drive has used %L1% of its rated endurance: it has "
                      "taken more writes than it was designed for.")
            .arg(a.value(0).toInt());
    if (is(f, kNvmeEnduranceNear))
        //: %1 percentage of the rated endurance used
        return Tr::tr("The drive has used %L1% of its rated endurance.").arg(a.value(0).toInt());
    if (is(f, kNvmeMediaErrors))
        //: %n number of errors (counts beyond the int range are shown as the int maximum)
        return Tr::tr("The drive has recorded %Ln media or data integrity error(s).", nullptr,
                      count(a.value(0)));
    if (is(f, kNvmeTemperatureCritical))
        //: %1 current temperature in °C, %2 the drive's critical limit in °C
        return Tr::tr("The drive is at %L1 °C, at or above its critical "
                      "temperature of %L2 °C.")
            .arg(a.value(0).toDouble())
            .arg(a.value(1).toDouble());
    if (is(f, kNvmeTemperatureAboveWarning))
        //: %1 current temperature in °C, %2 the drive's warning limit in °C
        return Tr::tr("The drive is at %L1 °C, at or above its warning "
                      "temperature of %L2 °C.")
            .arg(a.value(0).toDouble())
            .arg(a.value(1).toDouble());
    if (is(f, kNvmeTemperatureHot))
        //: %1 current temperature in °C, %2 a generic limit in °C
        return Tr::tr("The drive is at %L1 °C, at or above %L2 °C, where most "
                      "drives slow down to cool off.")
            .arg(a.value(0).toDouble())
            .arg(a.value(1).toDouble());
    if (is(f, kNvmeNoProblems))
        return Tr::tr("The NVMe health log reports no problems.");
    return nvmeCriticalText(f);
}

} // namespace

const FindingTable &reasonTable()
{
    using namespace ReasonCode;
    const QString error = QStringLiteral("Input/output error");
    static const FindingTable table(
        {
            {kAtaGood, Severity::Good, "", {}},
            {kAtaBadAttributeInThePast, Severity::Caution, "", {}},
            {kAtaBadSectors, Severity::Caution, "bad sectors", {QStringLiteral("12")}},
            {kAtaBadAttributeNow, Severity::Danger, "", {}},
            {kAtaBadSectorsMany, Severity::Danger, "bad sectors", {QStringLiteral("900")}},
            {kAtaBadStatus, Severity::Danger, "", {}},
            {kAtaUnknownAssessment, Severity::Info, "", {}},
            {kAtaNotAssessed, Severity::Caution, "error", {error}},
            {kAtaSmartOff, Severity::Info, "", {}},
            {kAtaStatusUnknown, Severity::Info, "", {}},
            {kAtaFieldRisk,
             Severity::Caution,
             "id, name, raw, % failed, % working, source, 60-day factor, its source",
             {QStringLiteral("5"), QStringLiteral("Reallocated_Sector_Ct"), QStringLiteral("8"),
              QStringLiteral("42.2"), QStringLiteral("3.8"), QStringLiteral("Backblaze 2016"),
              QStringLiteral("14"), QStringLiteral("Pinheiro et al. 2007")}},
            {kAtaOldAgeFailingNow,
             Severity::Caution,
             "id, name, value, threshold",
             {QStringLiteral("202"), QStringLiteral("Percent_Lifetime_Remain"), QStringLiteral("0"),
              QStringLiteral("1")}},
            {kNvmeSpareBelowThreshold, Severity::Danger, "", {}},
            {kNvmeTemperatureWarning, Severity::Danger, "", {}},
            {kNvmeReliabilityDegraded, Severity::Danger, "", {}},
            {kNvmeReadOnly, Severity::Danger, "", {}},
            {kNvmeBackupFailed, Severity::Danger, "", {}},
            {kNvmePmrReadOnly, Severity::Danger, "", {}},
            {kNvmeUnknownCriticalBit, Severity::Danger, "bit", {QStringLiteral("6")}},
            {kNvmeSpareLow,
             Severity::Danger,
             "spare %, threshold %",
             {QStringLiteral("12"), QStringLiteral("15")}},
            {kNvmeEnduranceExceeded, Severity::Caution, "% used", {QStringLiteral("104")}},
            {kNvmeEnduranceNear, Severity::Caution, "% used", {QStringLiteral("93")}},
            {kNvmeMediaErrors, Severity::Caution, "errors", {QStringLiteral("3")}},
            {kNvmeTemperatureCritical,
             Severity::Danger,
             "°C, limit °C",
             {QStringLiteral("86"), QStringLiteral("85")}},
            {kNvmeTemperatureAboveWarning,
             Severity::Caution,
             "°C, limit °C",
             {QStringLiteral("76"), QStringLiteral("75")}},
            {kNvmeTemperatureHot,
             Severity::Caution,
             "°C, limit °C",
             {QStringLiteral("71"), QStringLiteral("70")}},
            {kNvmeNoProblems, Severity::Good, "", {}},
            {kHelperSentence,
             Severity::Info,
             "the sentence",
             {QStringLiteral("The drive reports no problems.")}},
        },
        reasonText);
    return table;
}

Finding healthReason(const char *code, const QStringList &arguments)
{
    Finding f = reasonTable().make(QLatin1String(code), arguments);
    f.text.clear(); // worded where it is read, in that process's language
    return f;
}

QString reasonText(const Finding &f)
{
    if (is(f, ReasonCode::kHelperSentence))
        return f.arguments.value(0);
    if (const QString text = ataText(f); !text.isEmpty())
        return text;
    if (const QString text = nvmeText(f); !text.isEmpty())
        return text;
    if (!f.text.isEmpty())
        return f.text;
    //: a reason this version does not know (from a newer helper); %1 its code, %2 its
    //: arguments
    return Tr::tr("Reason %1 (%2)").arg(f.code, f.arguments.join(QStringLiteral(", ")));
}

QStringList reasonTexts(const QList<Finding> &reasons)
{
    QStringList out;
    for (const Finding &f : reasons)
        out << reasonText(f);
    return out;
}

} // namespace DriveProof::Health
