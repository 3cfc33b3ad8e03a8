#include "common/findingvariant.h"

#include <QDBusArgument>
#include <QDBusVariant>

namespace DriveProof {

QVariant plainDBusVariant(const QVariant &value)
{
    if (value.metaType() == QMetaType::fromType<QDBusVariant>())
        return plainDBusVariant(qvariant_cast<QDBusVariant>(value).variant());
    if (value.metaType() != QMetaType::fromType<QDBusArgument>())
        return value;
    const QDBusArgument arg = qvariant_cast<QDBusArgument>(value);
    switch (arg.currentType()) {
    case QDBusArgument::ArrayType: {
        QVariantList list;
        arg.beginArray();
        while (!arg.atEnd())
            list << plainDBusVariant(arg.asVariant());
        arg.endArray();
        return list;
    }
    case QDBusArgument::MapType: {
        QVariantMap map;
        arg.beginMap();
        while (!arg.atEnd()) {
            arg.beginMapEntry();
            const QString key = arg.asVariant().toString();
            map.insert(key, plainDBusVariant(arg.asVariant()));
            arg.endMapEntry();
        }
        arg.endMap();
        return map;
    }
    default:
        return {};
    }
}

QVariantMap findingToVariantMap(const Finding &f)
{
    return {{QStringLiteral("code"), f.code},
            {QStringLiteral("severity"), severityKey(f.severity)},
            {QStringLiteral("arguments"), f.arguments}};
}

QVariantList findingsToVariantList(const QList<Finding> &findings)
{
    QVariantList list;
    for (const Finding &f : findings)
        list << findingToVariantMap(f);
    return list;
}

FindingsFromVariant findingsFromVariant(const QVariant &raw)
{
    using Form = FindingsFromVariant::Form;
    FindingsFromVariant out;
    if (!raw.isValid())
        return out;
    if (raw.metaType() == QMetaType::fromType<QStringList>()) {
        out.form = Form::Sentences;
        out.sentences = raw.toStringList();
        return out;
    }
    const QVariant list = plainDBusVariant(raw);
    if (list.metaType() != QMetaType::fromType<QVariantList>()) {
        out.form = Form::NotAList;
        return out;
    }
    out.form = Form::Codes;
    for (const QVariant &item : list.toList()) {
        const QVariantMap map = plainDBusVariant(item).toMap();
        Finding f;
        f.code = map.value(QStringLiteral("code")).toString();
        f.severity = severityFromKey(map.value(QStringLiteral("severity")).toString())
                         .value_or(Severity::Info);
        f.arguments = plainDBusVariant(map.value(QStringLiteral("arguments"))).toStringList();
        if (f.code.isEmpty()) {
            out.form = Form::MissingCode;
            out.findings.clear();
            return out;
        }
        out.findings << f;
    }
    return out;
}

} // namespace DriveProof
