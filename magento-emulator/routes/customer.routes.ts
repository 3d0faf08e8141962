// Customers for the back office (Magento_Customer, Customer/etc/webapi.xml): GET /V1/customers/search →
// CustomerRepositoryInterface::getList and GET /V1/customers/:customerId → getById, both ACL Magento_Customer::customer.
// getList (Customer/Model/ResourceModel/CustomerRepository.php) runs the searchCriteria over the EAV customer
// collection: groups AND-ed, filters OR-ed, an unknown attribute is Eav's "Invalid attribute name: %1" (400), no
// searchCriteria at all is '"searchCriteria" is required' (api-functional CustomerRepositoryTest
// testSearchCustomersUsingGETEmptyFilter). Mounted after auth.routes.ts so that /customers/me stays the customer's own.
import { Router, type Request } from 'express';
import { MagentoError } from '../lib/magento.errors';
import { asNumber } from '../lib/magento.input';
import { handle, pathParam, requireResource } from '../lib/route.helpers';
import { applySearchCriteria, echoCriteria, parseBracketQuery, readSearchCriteria } from '../lib/search-criteria.query';
import type { EmulatorContext } from '../domain/emulator.context';
import { CUSTOMER_FIELDS, allCustomers, readCustomerField, renderCustomer } from '../domain/customer.service';

function rawQuery(req: Request): string {
  const index = req.originalUrl.indexOf('?');
  return index < 0 ? '' : req.originalUrl.slice(index + 1);
}

export function customerRoutes(ctx: EmulatorContext): Router {
  const router = Router();
  const acl = requireResource('Magento_Customer::customer');

  router.get(
    '/customers/search',
    acl,
    handle(async (req) => {
      const criteria = readSearchCriteria(parseBracketQuery(rawQuery(req)));
      const result = applySearchCriteria(
        await allCustomers(ctx.store),
        criteria,
        readCustomerField,
        (field) => CUSTOMER_FIELDS.has(field),
        (field) => new MagentoError(400, 'Invalid attribute name: %1', [field]),
      );
      return { items: result.items, search_criteria: echoCriteria(criteria), total_count: result.total_count };
    }),
  );

  // CustomerRepository::getById(int): CustomerRegistry::retrieve throws NoSuchEntityException::singleField('customerId', id).
  router.get(
    '/customers/:customerId',
    acl,
    handle(async (req) => {
      const customerId = asNumber(pathParam(req, 'customerId'), 'int') ?? 0;
      const customer = await renderCustomer(ctx.store, customerId);
      if (!customer) throw new MagentoError(404, 'No such entity with %fieldName = %fieldValue', { fieldName: 'customerId', fieldValue: customerId });
      return customer;
    }),
  );

  return router;
}
